import { shopperMessage } from '@shop/shared/api-client';
import type { StaffCategory } from '@shop/shared/contracts';
import { useQuery } from '@shop/shared/query';
import { EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { catalogueApi } from '../api/catalogue-api';
import { CategoryForm } from './category-form';

export const CATEGORIES_FAILED = 'The categories could not be loaded. Please try again.';

/** Every category, hidden ones too, each editable where it is listed; a new one is added on top. */
export function CategoriesPage() {
  const list = useQuery<StaffCategory[] | null>(['backoffice/categories'], () => catalogueApi.categories(), null);

  return (
    <section aria-labelledby="categories-title" className="bo:space-y-4">
      <div className="bo:space-y-1">
        <h1 id="categories-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Categories
        </h1>
        <p className="bo:text-sm bo:text-slate-600">
          The shop’s filters list the shown categories by position, then by name. A hidden category keeps its products; they are still sold.
        </p>
      </div>
      <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
        <CategoryForm onSaved={list.retry} />
      </div>
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-48 bo:w-full" />}
        failure={shopperMessage(list.error, CATEGORIES_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.length === 0}
        empty={<EmptyState title="No categories yet" message="Add the first one above." />}
      >
        <ul aria-label="Categories" className="bo:space-y-2">
          {list.data?.map((category) => (
            <li key={`${category.id}-${category.version}`} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3">
              <p className="bo:mb-2 bo:text-sm bo:text-slate-600">
                {category.productCount === 1 ? '1 product' : `${category.productCount} products`}
                {category.isActive ? '' : ' · hidden from the shop'}
              </p>
              <CategoryForm category={category} onSaved={list.retry} />
            </li>
          ))}
        </ul>
      </LoadView>
    </section>
  );
}
