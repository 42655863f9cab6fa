import { shopperMessage } from '@shop/shared/api-client';
import type { AdminOrderList } from '@shop/shared/contracts';
import { navigate, useSearchParams } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { toast } from '@shop/shared/stores';
import { Button, EmptyState, LoadView, Skeleton, saveFile } from '@shop/shared/ui';
import { useState } from 'react';
import { useCan } from '../../app/staff-context';
import { exportOrders, fetchOrders } from '../api/fetch-orders';
import { filtersFromSearch, searchOf } from '../order-filters';
import { GstRegisterForm } from './gst-register-form';
import { OrderFiltersForm } from './order-filters-form';
import { OrdersTable } from './orders-table';

export const ORDERS_FAILED = 'The orders could not be loaded. Please try again.';
export const EXPORT_FAILED = 'The export could not be made. Please try again.';

/** The order desk's list: search, filters, one page of orders, the next pages, and a CSV of all of them. */
export function OrdersPage() {
  const search = useSearchParams();
  const filters = filtersFromSearch(search);
  const key = searchOf(filters);
  const list = useQuery<AdminOrderList | null>(['backoffice/orders', key], () => fetchOrders(filters), null);
  const [exporting, setExporting] = useState(false);
  const can = useCan();
  const page = list.data?.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportOrders(filters), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(shopperMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="orders-title" className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
        <h1 id="orders-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Orders
        </h1>
        <div className="bo:flex bo:flex-wrap bo:items-end bo:gap-3">
          {can('invoices:register') ? <GstRegisterForm /> : null}
          <Button variant="secondary" busy={exporting} onClick={() => void download()}>
            Export CSV
          </Button>
        </div>
      </div>
      <OrderFiltersForm filters={filters} onSearch={(next) => navigate(searchOf(next))} />
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(list.error, ORDERS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.orders.length === 0}
        empty={<EmptyState title="No orders found" message="No order matches this search. Clear the filters to see every order." />}
      >
        {list.data ? (
          <>
            <p className="bo:text-sm bo:text-slate-600" aria-live="polite">
              {list.data.total} order{list.data.total === 1 ? '' : 's'} · page {page} of {pages}
            </p>
            <OrdersTable orders={list.data.orders} />
            <nav aria-label="Pages" className="bo:flex bo:gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => navigate(searchOf({ ...filters, page: page - 1 }))}>
                Previous Page
              </Button>
              <Button variant="secondary" disabled={page >= pages} onClick={() => navigate(searchOf({ ...filters, page: page + 1 }))}>
                Next Page
              </Button>
            </nav>
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
