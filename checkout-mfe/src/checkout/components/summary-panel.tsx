import type { CartLine } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';
import { fromPaise } from '@shop/shared/pricing';
import { Skeleton } from '@shop/shared/ui';
import type { CheckoutSummary } from '../model/checkout-summary';

const rupees = (paise: number) => formatINR(fromPaise(paise));

/** A figure still waiting for the delivery quote: a placeholder, never a ₹0.00 that changes later. */
function Pending() {
  return (
    <span role="status" aria-label="Working out the delivery charge" className="chk:inline-block">
      <Skeleton className="chk:h-4 chk:w-16" />
    </span>
  );
}

function Row({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <div className="chk:flex chk:items-center chk:justify-between chk:py-1">
      <dt>{label}</dt>
      {value === null ? (
        <dd>
          <Pending />
        </dd>
      ) : (
        <dd data-testid={testId}>{value}</dd>
      )}
    </div>
  );
}

const known = (paise: number | null, show: (paise: number) => string) => (paise === null ? null : show(paise));

/** The checkout's Order Summary: the items and every charge up to the total. */
export function SummaryPanel({ lines, summary }: { lines: readonly CartLine[]; summary: CheckoutSummary }) {
  return (
    <section aria-labelledby="checkout-summary" className="chk:rounded-xl chk:border chk:border-slate-200 chk:p-4">
      <h2 id="checkout-summary" className="chk:mb-3 chk:text-lg chk:font-semibold">
        Order Summary
      </h2>
      <ul className="chk:mb-3 chk:space-y-1 chk:text-sm">
        {lines.map((line, index) => (
          <li key={line.id ?? index} className="chk:flex chk:justify-between chk:gap-3">
            <span className="chk:min-w-0">{line.product?.productName ?? 'Product'}</span>
            <span className="chk:shrink-0 chk:whitespace-nowrap">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <dl className="chk:text-sm">
        <Row label="Subtotal" value={rupees(summary.subtotal)} testId="summary-subtotal" />
        <Row label="GST" value={rupees(summary.gst)} testId="summary-gst" />
        {summary.otherCharges > 0 && <Row label="Other Charges" value={rupees(summary.otherCharges)} testId="summary-other" />}
        <Row
          label="Shipping"
          value={known(summary.shipping, (paise) => (paise === 0 ? 'Free' : rupees(paise)))}
          testId="summary-shipping"
        />
        <Row label="Platform Fee" value={known(summary.platformFee, rupees)} testId="summary-platform-fee" />
        {summary.discount > 0 && <Row label="Discount" value={`−${rupees(summary.discount)}`} testId="summary-discount" />}
        <div className="chk:mt-2 chk:flex chk:items-center chk:justify-between chk:border-t chk:border-slate-200 chk:pt-2 chk:font-bold">
          <dt>Total</dt>
          {summary.total === null ? (
            <dd>
              <Pending />
            </dd>
          ) : (
            <dd data-testid="summary-total">{rupees(summary.total)}</dd>
          )}
        </div>
      </dl>
    </section>
  );
}
