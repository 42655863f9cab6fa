// Helpers for the pages' tests: where the page sent the shopper, and which toasts it raised.
import { $location, navigate } from '@shop/shared/navigation';
import { $toasts, type ToastKind } from '@shop/shared/stores';

/** Opens a path with the navigation state a previous page would have left. */
export function arriveAt(path: string, state: unknown = null): void {
  navigate(path, { replace: true, state });
}

/** Where the page has navigated to, with its state. */
export function currentLocation(): { pathname: string; state: unknown } {
  const { pathname, state } = $location.get();
  return { pathname, state };
}

/** The messages of the toasts on screen, optionally of one kind. */
export function toastMessages(kind?: ToastKind): string[] {
  return $toasts
    .get()
    .filter((item) => !kind || item.kind === kind)
    .map((item) => item.message);
}
