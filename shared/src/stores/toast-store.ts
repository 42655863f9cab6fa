import { atom } from 'nanostores';

/** How a toast is styled. */
export type ToastKind = 'info' | 'success' | 'error' | 'warning';

/** One notification on screen. */
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  duration: number;
}

/** Options of showToast. */
export interface ToastOptions {
  kind?: ToastKind;
  duration?: number;
}

/** How long toasts stay, in milliseconds. */
export const TOAST_DURATION = { default: 4000, success: 2000, error: 4000, signup: 5000 } as const;

/** The most toasts shown at once; the oldest goes first. */
export const MAX_TOASTS = 20;

/** The toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function defaultDuration(kind: ToastKind): number {
  if (kind === 'success') return TOAST_DURATION.success;
  if (kind === 'error') return TOAST_DURATION.error;
  return TOAST_DURATION.default;
}

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Removes a toast before its time is up. */
export function dismissToast(id: number): void {
  stopTimer(id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
}

/** Removes every toast, e.g. between tests or on a full reset. */
export function clearToasts(): void {
  for (const id of timers.keys()) stopTimer(id);
  $toasts.set([]);
}

/** Shows a toast and returns its id; it dismisses itself after its duration. */
export function showToast(message: string, options: ToastOptions = {}): number {
  const kind = options.kind ?? 'info';
  const duration = options.duration ?? defaultDuration(kind);
  lastId += 1;
  const added: Toast = { id: lastId, kind, message, duration };
  const shown = [...$toasts.get(), added];
  const dropped = shown.splice(0, Math.max(0, shown.length - MAX_TOASTS));
  for (const old of dropped) stopTimer(old.id);
  $toasts.set(shown);
  if (duration > 0)
    timers.set(
      added.id,
      setTimeout(() => dismissToast(added.id), duration),
    );
  return added.id;
}

/** Shortcuts for each kind of toast, each with its duration from `TOAST_DURATION`. */
export const toast = {
  success: (message: string, duration?: number) => showToast(message, { kind: 'success', duration }),
  error: (message: string, duration?: number) => showToast(message, { kind: 'error', duration }),
  info: (message: string, duration?: number) => showToast(message, { kind: 'info', duration }),
  warning: (message: string, duration?: number) => showToast(message, { kind: 'warning', duration }),
  /** Sign-up outcomes stay longer; a failure passes kind 'error'. */
  signup: (message: string, kind: ToastKind = 'success') => showToast(message, { kind, duration: TOAST_DURATION.signup }),
};
