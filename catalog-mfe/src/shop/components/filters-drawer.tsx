import { useStore } from '@nanostores/react';
import type { Category } from '@shop/shared/contracts';
import { Button } from '@shop/shared/ui';
import { useEffect, useId, useRef } from 'react';
import { canApply, type ShopFilters } from '../model/filter-store';
import { FiltersForm } from './filters-form';

interface FiltersDrawerProps {
  filters: ShopFilters;
  categories: Category[];
  onClose: () => void;
}

/**
 * The Filters side drawer: a modal dialog on the right. Focus moves to it on opening; Esc,
 * the close button and a click on the dimmed page close it (the page puts focus back).
 */
export function FiltersDrawer({ filters, categories, onClose }: FiltersDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const state = useStore(filters.$filters);

  // Closing the modal first lets the browser hand focus back before the page moves it to the Filters button.
  const close = () => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // showModal makes the rest of the page inert; the attribute is the fallback where it is missing.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    closeButton.current?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      // The panel fills the dialog, so a click landing on the dialog itself was on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="cat:fixed cat:inset-y-0 cat:right-0 cat:left-auto cat:m-0 cat:border-0 cat:h-dvh cat:max-h-none cat:w-[88vw] cat:max-w-sm cat:bg-transparent cat:p-0 cat:backdrop:bg-slate-900/50"
    >
      <div className="cat:flex cat:h-full cat:flex-col cat:bg-white cat:shadow-xl">
        <div className="cat:flex cat:items-center cat:justify-between cat:border-b cat:border-slate-200 cat:px-5 cat:py-4">
          <h2 id={titleId} className="cat:text-lg cat:font-semibold cat:text-slate-900">
            Filters
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label="Close filters"
            onClick={close}
            className="cat:rounded-md cat:p-2 cat:text-slate-500 cat:hover:bg-slate-100 cat:hover:text-slate-800 cat:focus-visible:outline-2 cat:focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="cat:size-5">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </div>

        <form
          id={`${titleId}-form`}
          className="cat:flex-1 cat:overflow-y-auto cat:px-5 cat:py-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (filters.apply()) close();
          }}
        >
          <FiltersForm state={state} categories={categories} filters={filters} />
        </form>

        <div className="cat:grid cat:grid-cols-2 cat:gap-3 cat:border-t cat:border-slate-200 cat:px-5 cat:py-4">
          <Button variant="secondary" onClick={filters.reset}>
            Reset
          </Button>
          <Button type="submit" form={`${titleId}-form`} disabled={!canApply(state)}>
            Apply
          </Button>
        </div>
      </div>
    </dialog>
  );
}
