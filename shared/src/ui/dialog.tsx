import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { lockPageScroll } from './scroll-lock';

/** Closes the dialog, gives focus back to its opener, then runs `then` (the answer's handler). */
export type CloseDialog = (then?: () => void) => void;

/** Props of a modal dialog; it is open while it is mounted. */
export interface DialogProps {
  /** The visible title, which also names the dialog for screen readers. */
  title: ReactNode;
  /** Escape, the close button and (with `closeOnBackdrop`) a click beside the panel call it. */
  onClose: () => void;
  /** The content; a function receives `close`, for buttons that answer and then act. */
  children: ReactNode | ((close: CloseDialog) => ReactNode);
  /** The accessible name of an × button beside the title; without it the content has its own way out. */
  closeLabel?: string;
  /** The element that takes focus on opening; otherwise the first focusable one does. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to when it is not the element that had it on opening (which a busy button loses). */
  returnFocus?: () => HTMLElement | null;
  /** The id of the text that explains the dialog. */
  describedBy?: string;
  closeOnBackdrop?: boolean;
  /** The look of the dialog box: a centred card unless given (a drawer is a dialog with another look). */
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusedElement(): HTMLElement | null {
  return typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * The shop's one modal dialog, on the native <dialog>: `showModal` keeps focus inside and the page
 * inert, Escape closes it, focus moves in on opening and back to the element that opened it on
 * closing — also when the dialog is unmounted while open.
 */
export function Dialog({
  title,
  onClose,
  children,
  closeLabel,
  initialFocus,
  returnFocus,
  describedBy,
  closeOnBackdrop = false,
  className = 'm-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50',
  headerClassName = 'flex items-start justify-between gap-3',
  titleClassName = 'text-lg font-semibold text-slate-900',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read while rendering: effects run after React's autoFocus, which may already have moved focus.
  const [opener] = useState(focusedElement);
  const closing = useRef(false);
  const back = useRef(returnFocus);
  back.current = returnFocus;
  const focusBack = () => {
    const target = back.current?.() ?? opener;
    if (target?.isConnected) target.focus();
  };

  // Opening happens once per mount, before any child's effect, so content may move focus on from there
  // (the search box does); focusBack reads the latest props through refs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      // Unmounted while open: close first, or the page behind stays inert and cannot take focus.
      const current = focusedElement();
      closing.current = true;
      if (dialog.open) dialog.close();
      if (!current || current === document.body || !current.isConnected || dialog.contains(current)) focusBack();
    };
  }, []);

  const close: CloseDialog = (then = onClose) => {
    const dialog = ref.current;
    closing.current = true;
    if (dialog?.open) dialog.close();
    // Before the handler, while the opener can still take focus (the handler may disable it).
    focusBack();
    then();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Escape closes at once, even from a search box the browser would otherwise clear first.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close();
      }}
      // A close the browser made by itself (a repeated Escape cannot be refused) still tells the owner.
      onClose={() => {
        if (!closing.current) close();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) close();
      }}
      className={className}
    >
      <div className={headerClassName}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {closeLabel && (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => close()}
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        )}
      </div>
      {typeof children === 'function' ? children(close) : children}
    </dialog>
  );
}
