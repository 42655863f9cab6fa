import { SelectField, TextField } from '@shop/shared/fields';
import { navigate } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import type { ProductQuery } from '../api/products-api';
import { productSearchOf } from '../product-filters';

const SHOWN = [
  { value: 'all', label: 'Every product' },
  { value: 'on', label: 'On sale' },
  { value: 'off', label: 'Switched off' },
] as const;

/** Finds products by name and state: a search is an address, so it starts at the first page and can be shared. */
export function ProductsSearch({ query }: { query: ProductQuery }) {
  const [typed, setTyped] = useState(query.q);
  const [shown, setShown] = useState<ProductQuery['active']>(query.active);
  return (
    <form
      aria-label="Find products"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(productSearchOf({ q: typed.trim(), active: shown, page: 1 }));
      }}
      className="bo:flex bo:flex-wrap bo:items-end bo:gap-2"
    >
      <TextField id="products-search" label="Product name" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <SelectField
        id="products-shown"
        label="Show"
        options={SHOWN}
        value={shown}
        onChange={(event) => setShown(event.target.value as ProductQuery['active'])}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

/** The page of the list shown, of how many, and the way to the pages either side. */
export function ProductsPager({ query, total, pageSize }: { query: ProductQuery; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages of products" className="bo:flex bo:items-center bo:gap-2 bo:text-sm">
      <Button variant="secondary" disabled={query.page <= 1} onClick={() => navigate(productSearchOf({ ...query, page: query.page - 1 }))}>
        Previous
      </Button>
      <span>
        Page {query.page} of {pages} · {total} products
      </span>
      <Button
        variant="secondary"
        disabled={query.page >= pages}
        onClick={() => navigate(productSearchOf({ ...query, page: query.page + 1 }))}
      >
        Next
      </Button>
    </nav>
  );
}
