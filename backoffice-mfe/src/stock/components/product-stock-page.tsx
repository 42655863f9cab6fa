import { shopperMessage } from '@shop/shared/api-client';
import type { StockMovementView } from '@shop/shared/contracts';
import { formatDateTime, shortOrderId } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { readAddressed } from '../../app/addressed-record';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';
import { type StockHistory, stockApi } from '../api/stock-api';
import { StockMovementForm } from './stock-movement-form';

export const HISTORY_FAILED = 'The stock history could not be loaded. Please try again.';
/** What the API says of a product it does not know, and the page of an address whose id cannot be one. */
export const PRODUCT_NOT_FOUND = 'Product not found';

const REASON_WORDS: Record<StockMovementView['reason'], string> = {
  received: 'Received',
  adjustment: 'Adjustment',
  damaged: 'Damaged',
  order: 'Order',
  cancellation: 'Cancellation',
  return: 'Return',
};

const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** Who or what made a movement: the staff member, or the order it belongs to. */
function Source({ movement }: { movement: StockMovementView }) {
  if (movement.orderId)
    return (
      <Link to={`/orders/${movement.orderId}`} className="bo:font-mono bo:font-semibold bo:text-brand-700 bo:underline">
        Order {shortOrderId(movement.orderId)}
      </Link>
    );
  return <span>{movement.by ?? 'The shop'}</span>;
}

function Movements({ movements }: { movements: readonly StockMovementView[] }) {
  const label = 'Stock movements';
  return (
    <>
      <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
        {movements.map((movement) => (
          <li key={movement.id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <p className="bo:font-semibold bo:text-slate-900">
              {signed(movement.change)} · {REASON_WORDS[movement.reason]} · {movement.stockAfter} after
            </p>
            <p className="bo:text-slate-600">
              {formatDateTime(movement.at)} · <Source movement={movement} />
            </p>
            {movement.note ? <p className="bo:break-words">{movement.note}</p> : null}
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <TableHeaderCell>When</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Change</TableHeaderCell>
              <TableHeaderCell>Reason</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Stock after</TableHeaderCell>
              <TableHeaderCell>By</TableHeaderCell>
              <TableHeaderCell>Note</TableHeaderCell>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100 bo:align-top">
            {movements.map((movement) => (
              <tr key={movement.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(movement.at)}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right bo:font-mono">{signed(movement.change)}</td>
                <td className="bo:px-3 bo:py-2">{REASON_WORDS[movement.reason]}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right">{movement.stockAfter}</td>
                <td className="bo:px-3 bo:py-2">
                  <Source movement={movement} />
                </td>
                <td className="bo:min-w-48 bo:px-3 bo:py-2 bo:break-words">{movement.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** One product's stock: how many there are, a change to book, and every movement that led here. */
export function ProductStockPage({ productId }: { productId: string }) {
  const history = useQuery<StockHistory | null>(
    ['backoffice/stock-history', productId],
    () => readAddressed(productId, PRODUCT_NOT_FOUND, stockApi.history),
    null,
  );
  const product = history.data;
  return (
    <section aria-labelledby="product-stock-title" className="bo:space-y-4">
      <p>
        <Link to="/stock" className="bo:text-sm bo:text-brand-700 bo:underline">
          All stock
        </Link>
      </p>
      <LoadView
        status={history.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(history.error, HISTORY_FAILED)}
        onRetry={history.retry}
      >
        {product ? (
          <>
            <div className="bo:space-y-1">
              <h1 id="product-stock-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
                {product.productName}
              </h1>
              <p className="bo:text-slate-700" aria-live="polite">
                <span className="bo:text-2xl bo:font-semibold">{product.stock}</span> in stock · low at {product.lowStockThreshold}
              </p>
            </div>
            <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
              <StockMovementForm productId={productId} onMoved={history.retry} />
            </div>
            <h2 className="bo:text-lg bo:font-semibold bo:text-slate-900">History</h2>
            {product.movements.length === 0 ? (
              <EmptyState title="No movements yet" message="Units received, counts and orders will be listed here." />
            ) : (
              <Movements movements={product.movements} />
            )}
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
