import { shopperMessage } from '@shop/shared/api-client';
import type { StockLevel } from '@shop/shared/contracts';
import { TextField } from '@shop/shared/fields';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { stockApi } from '../api/stock-api';
import { StockLevels } from './stock-levels';

export const STOCK_FAILED = 'The stock could not be loaded. Please try again.';

/** Every product's stock beside its threshold, the low ones first, found by words of its name. */
export function StockPage() {
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const levels = useQuery<StockLevel[] | null>(['backoffice/stock', words], () => stockApi.find(words), null);

  return (
    <section aria-labelledby="stock-title" className="bo:space-y-4">
      <div className="bo:space-y-1">
        <h1 id="stock-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Stock
        </h1>
        <p className="bo:text-sm bo:text-slate-600">
          Products at or below their low-stock line come first. Open one to book units received, correct a count or write off damage.
        </p>
      </div>
      <form
        aria-label="Find products"
        onSubmit={(event) => {
          event.preventDefault();
          setWords(typed.trim());
        }}
        className="bo:flex bo:flex-wrap bo:items-end bo:gap-2"
      >
        <TextField id="stock-search" label="Product name" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <LoadView
        status={levels.status}
        loading={<Skeleton className="bo:h-48 bo:w-full" />}
        failure={shopperMessage(levels.error, STOCK_FAILED)}
        onRetry={levels.retry}
        isEmpty={levels.data?.length === 0}
        empty={<EmptyState title="No products found" message="No product’s name holds these words." />}
      >
        {levels.data ? <StockLevels label="Products and their stock" levels={levels.data} /> : null}
      </LoadView>
    </section>
  );
}
