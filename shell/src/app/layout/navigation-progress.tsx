import { useNavigation } from '../../router';

/**
 * A thin bar across the top while the next page's data loads: a client navigation keeps the
 * current page until the next one's loader answers, so the shopper needs to see that it is coming.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden">
      {loading && (
        <div data-testid="navigation-progress" className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600" />
      )}
    </div>
  );
}
