import { Skeleton } from '@shop/shared/ui';

/** The page's shape in grey while the product loads, with the spoken and visible loading text. */
export function ProductDetailSkeleton() {
  return (
    <div role="status" className="cat:grid cat:gap-8 cat:md:grid-cols-2 cat:lg:gap-12">
      <p className="cat:sr-only">Loading product details...</p>
      <div aria-hidden="true" className="cat:flex cat:flex-col cat:gap-4">
        <Skeleton className="cat:aspect-square cat:w-full cat:rounded-2xl" />
        <div className="cat:flex cat:gap-3">
          <Skeleton className="cat:size-16 cat:rounded-lg cat:sm:size-20" />
          <Skeleton className="cat:size-16 cat:rounded-lg cat:sm:size-20" />
          <Skeleton className="cat:size-16 cat:rounded-lg cat:sm:size-20" />
        </div>
      </div>
      <div aria-hidden="true" className="cat:flex cat:flex-col cat:gap-5">
        <p className="cat:text-sm cat:font-medium cat:text-slate-500">Loading product details...</p>
        <Skeleton className="cat:h-9 cat:w-4/5" />
        <Skeleton className="cat:h-5 cat:w-40" />
        <Skeleton className="cat:h-9 cat:w-48" />
        <Skeleton className="cat:h-5 cat:w-32" />
        <Skeleton className="cat:h-24 cat:w-full cat:rounded-xl" />
        <Skeleton className="cat:h-11 cat:w-36" />
        <div className="cat:grid cat:gap-3 cat:sm:grid-cols-2">
          <Skeleton className="cat:h-12" />
          <Skeleton className="cat:h-12" />
        </div>
      </div>
    </div>
  );
}
