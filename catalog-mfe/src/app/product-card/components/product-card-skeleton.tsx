import { Skeleton } from '@shop/shared/ui';

/** A placeholder with a product card's shape, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="cat:flex cat:flex-col cat:overflow-hidden cat:rounded-2xl cat:border cat:border-slate-200 cat:bg-white"
    >
      <Skeleton className="cat:aspect-square cat:rounded-none" />
      <div className="cat:space-y-3 cat:p-4">
        <Skeleton className="cat:h-5 cat:w-12" />
        <Skeleton className="cat:h-5 cat:w-4/5" />
        <Skeleton className="cat:h-4 cat:w-1/3" />
        <Skeleton className="cat:h-6 cat:w-1/2" />
        <Skeleton className="cat:h-10 cat:w-full" />
      </div>
    </div>
  );
}
