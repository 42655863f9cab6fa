import { displayWeight, formatINR } from '@shop/shared/format';
import { Picture } from '@shop/shared/ui';
import type { LineView } from '../model/line-view';

/** A free product: its quantity is fixed by the coupon and it costs nothing. */
export function FreeLineRow({ line }: { line: LineView }) {
  const weight = displayWeight(line.weight, line.weightUnit);
  const worth = line.originalPrice ?? line.unitPrice;
  return (
    <li data-testid="free-line" className="chk:flex chk:gap-4 chk:rounded-xl chk:border chk:border-emerald-200 chk:bg-emerald-50 chk:p-4">
      {line.image && (
        <Picture
          address={line.image}
          sizes="64px"
          widest={320}
          alt=""
          width={80}
          height={80}
          className="chk:size-16 chk:shrink-0 chk:rounded-lg chk:object-contain"
        />
      )}
      <div className="chk:flex chk:min-w-0 chk:flex-1 chk:flex-col chk:gap-1">
        <p className="chk:font-semibold chk:text-slate-900">{line.name}</p>
        {weight && <p className="chk:text-sm chk:text-slate-500">Weight : {weight}</p>}
        <p className="chk:flex chk:flex-wrap chk:items-baseline chk:gap-2">
          <span className="chk:font-semibold chk:text-slate-900">{formatINR(0)}</span>
          {/* The server may send the free line already priced at 0; there is then nothing to cross out. */}
          {worth > 0 && <s className="chk:text-sm chk:text-slate-500">{formatINR(worth)}</s>}
          <span className="chk:rounded chk:bg-emerald-600 chk:px-2 chk:py-0.5 chk:text-xs chk:font-semibold chk:text-white">100% off</span>
        </p>
        <p className="chk:text-sm chk:text-slate-700">
          Quantity: <span data-testid="free-quantity">{line.quantity}</span> (fixed)
        </p>
      </div>
    </li>
  );
}
