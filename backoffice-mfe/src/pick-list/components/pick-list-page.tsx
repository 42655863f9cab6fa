import { adminRequest, shopperMessage } from '@shop/shared/api-client';
import type { PickList } from '@shop/shared/contracts';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';

export const PICK_LIST_FAILED = 'The pick list could not be loaded. Please try again.';

async function fetchPickList(): Promise<PickList> {
  return (await adminRequest<PickList>('GET', 'orders/pick-list')).data;
}

/** What the warehouse takes off the shelves for every confirmed order: one row per product and pack. */
export function PickListPage() {
  const list = useQuery<PickList | null>(['backoffice/pick-list'], fetchPickList, null);
  return (
    <section aria-labelledby="pick-title" className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
        <h1 id="pick-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Pick list
        </h1>
        <div className="bo:flex bo:gap-2 bo:print:hidden">
          <Button variant="secondary" onClick={list.retry}>
            Refresh
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </div>
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(list.error, PICK_LIST_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.lines.length === 0}
        empty={<EmptyState title="Nothing to pick" message="No confirmed order is waiting to be packed." />}
      >
        {list.data ? (
          <>
            <p className="bo:text-sm bo:text-slate-600">
              For {list.data.orders} confirmed order{list.data.orders === 1 ? '' : 's'}.
            </p>
            <ul className="bo:divide-y bo:divide-slate-200 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white">
              {list.data.lines.map((line) => (
                <li key={`${line.productName}-${line.selectedWeight}`} className="bo:flex bo:items-start bo:gap-4 bo:p-3">
                  <span className="bo:min-w-12 bo:text-2xl bo:font-bold bo:tabular-nums bo:text-slate-900">{line.quantity}×</span>
                  <span>
                    <span className="bo:block bo:font-semibold">
                      {line.productName} · {line.selectedWeight}
                    </span>
                    <span className="bo:block bo:text-sm bo:text-slate-600">Orders {line.orderNumbers.join(', ')}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
