import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '@shop/shared/stores';
import { CloseIcon } from './icons';

const kindClass = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-brand-600 bg-white text-slate-900',
} as const;

/** Shows the toasts any section raised through the shared toast store. */
export function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-20 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-kind={item.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${kindClass[item.kind]}`}
        >
          <p className="flex-1">{item.message}</p>
          <button type="button" aria-label="Dismiss" onClick={() => dismissToast(item.id)} className="opacity-60 hover:opacity-100">
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
