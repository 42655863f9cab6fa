import type { StockLevel } from '@shop/shared/contracts';
import { Link } from '@shop/shared/navigation';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';

/** "Low" beside a product at or below its threshold, in words as well as colour. */
function LowMark({ level }: { level: StockLevel }) {
  if (level.stock > level.lowStockThreshold) return null;
  return (
    <span className="bo:ml-2 bo:rounded bo:bg-amber-100 bo:px-1.5 bo:py-0.5 bo:text-xs bo:font-semibold bo:text-amber-900">
      {level.stock === 0 ? 'Out of stock' : 'Low'}
    </span>
  );
}

function HistoryLink({ level }: { level: StockLevel }) {
  return (
    <Link
      to={`/stock/${level.id}`}
      className="bo:font-semibold bo:text-brand-700 bo:underline"
      aria-label={`Stock of ${level.productName}`}
    >
      {level.productName}
    </Link>
  );
}

/** Products with their stock and threshold: a table, or cards on a phone; each opens its history. */
export function StockLevels({ label, levels }: { label: string; levels: readonly StockLevel[] }) {
  return (
    <>
      <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
        {levels.map((level) => (
          <li key={level.id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <HistoryLink level={level} />
            <p className="bo:text-slate-700">
              {level.stock} in stock · low at {level.lowStockThreshold}
              <LowMark level={level} />
            </p>
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">In stock</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Low at</TableHeaderCell>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100">
            {levels.map((level) => (
              <tr key={level.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2">
                  <HistoryLink level={level} />
                </td>
                <td className="bo:px-3 bo:py-2 bo:text-right bo:whitespace-nowrap">
                  {level.stock}
                  <LowMark level={level} />
                </td>
                <td className="bo:px-3 bo:py-2 bo:text-right">{level.lowStockThreshold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
