import { shopperMessage } from '@shop/shared/api-client';
import type { StaffProductRow } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';
import { Link, useSearchParams } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { cx, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';
import { type ProductPage, productsApi } from '../api/products-api';
import { productQueryFromSearch, productSearchOf } from '../product-filters';
import { ProductsPager, ProductsSearch } from './products-search';
import { ProductsTransfer } from './products-transfer';

export const PRODUCTS_FAILED = 'The products could not be loaded. Please try again.';

function Price({ product }: { product: StaffProductRow }) {
  if (product.discountedAmount > 0)
    return (
      <>
        {formatINR(product.discountedAmount)} <s className="bo:text-slate-500">{formatINR(product.price)}</s>
      </>
    );
  return <>{formatINR(product.price)}</>;
}

function Stock({ product }: { product: StaffProductRow }) {
  const low = product.stock <= product.lowStockThreshold;
  return (
    <span className={cx(low && 'bo:font-semibold bo:text-red-700')}>
      {product.stock === 0 ? 'Out of stock' : `${product.stock}${low ? ' (low)' : ''}`}
    </span>
  );
}

function State({ product }: { product: StaffProductRow }) {
  return product.isActive ? <span>On sale</span> : <span className="bo:text-slate-500">Switched off</span>;
}

function ProductRows({ page }: { page: ProductPage }) {
  const label = 'Products';
  const link = (product: StaffProductRow) => (
    <Link to={`/products/${product.id}`} className="bo:font-semibold bo:text-brand-700 bo:underline">
      {product.productName}
    </Link>
  );
  return (
    <>
      <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
        {page.products.map((product) => (
          <li key={product.id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <p>{link(product)}</p>
            <p className="bo:text-slate-600">
              {product.categoryName} · <Price product={product} />
            </p>
            <p className="bo:text-slate-600">
              Stock <Stock product={product} /> · <State product={product} />
            </p>
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell>Category</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Price</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Stock</TableHeaderCell>
              <TableHeaderCell>Shown</TableHeaderCell>
            </tr>
          </thead>
          <tbody>
            {page.products.map((product) => (
              <tr key={product.id} className="bo:border-t bo:border-slate-200">
                <td className="bo:px-3 bo:py-2">{link(product)}</td>
                <td className="bo:px-3 bo:py-2">{product.categoryName}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right bo:whitespace-nowrap">
                  <Price product={product} />
                </td>
                <td className="bo:px-3 bo:py-2 bo:text-right">
                  <Stock product={product} />
                </td>
                <td className="bo:px-3 bo:py-2">
                  <State product={product} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** Every product, switched-off ones too, found by name, a page at a time; one opens to be edited. */
export function ProductsPage() {
  const query = productQueryFromSearch(useSearchParams());
  const key = productSearchOf(query);
  const list = useQuery<ProductPage | null>(['backoffice/products', key], () => productsApi.list(query), null);

  return (
    <section aria-labelledby="products-title" className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-2">
        <div className="bo:space-y-1">
          <h1 id="products-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
            Products
          </h1>
          <p className="bo:text-sm bo:text-slate-600">
            A change is on the shop’s pages within seconds. Stock is changed on the Stock page.
          </p>
        </div>
        <Link
          to="/products/new"
          className="bo:rounded-lg bo:bg-brand-600 bo:px-4 bo:py-2 bo:font-semibold bo:text-white bo:hover:bg-brand-700"
        >
          Add a Product
        </Link>
      </div>
      <ProductsTransfer onImported={list.retry} />
      <ProductsSearch query={query} />
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-48 bo:w-full" />}
        failure={shopperMessage(list.error, PRODUCTS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.products.length === 0}
        empty={
          <EmptyState title="No products found" message={query.q ? 'No product’s name holds these words.' : 'Add the first product.'} />
        }
      >
        {list.data ? (
          <>
            <ProductRows page={list.data} />
            <ProductsPager query={query} total={list.data.total} pageSize={list.data.pageSize} />
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
