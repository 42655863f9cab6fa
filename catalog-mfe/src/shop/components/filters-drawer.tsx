import { useStore } from '@nanostores/react';
import type { Category } from '@shop/shared/contracts';
import { Button, Dialog } from '@shop/shared/ui';
import { useId } from 'react';
import { canApply, type ShopFilters } from '../model/filter-store';
import { FiltersForm } from './filters-form';

interface FiltersDrawerProps {
  filters: ShopFilters;
  categories: Category[];
  onClose: () => void;
}

/** The Filters side drawer: the shop's modal dialog on the right; Escape, × and a click on the dimmed page close it. */
export function FiltersDrawer({ filters, categories, onClose }: FiltersDrawerProps) {
  const formId = useId();
  const state = useStore(filters.$filters);

  return (
    <Dialog
      title="Filters"
      closeLabel="Close filters"
      onClose={onClose}
      closeOnBackdrop
      className="cat:fixed cat:inset-y-0 cat:right-0 cat:left-auto cat:m-0 cat:open:flex cat:h-dvh cat:max-h-none cat:w-[88vw] cat:max-w-sm cat:flex-col cat:border-0 cat:bg-white cat:p-0 cat:shadow-xl cat:backdrop:bg-slate-900/50"
      headerClassName="cat:flex cat:items-center cat:justify-between cat:border-b cat:border-slate-200 cat:px-5 cat:py-4"
    >
      {(close) => (
        <>
          <form
            id={formId}
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
            <Button type="submit" form={formId} disabled={!canApply(state)}>
              Apply
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
