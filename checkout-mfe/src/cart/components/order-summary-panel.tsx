import { formatINR } from '@shop/shared/format';
import type { CartTotals } from '@shop/shared/pricing';
import { fromPaise } from '@shop/shared/pricing';
import type { ReactNode } from 'react';

/** Props of the Order Summary. */
export interface OrderSummaryPanelProps {
  totals: CartTotals;
  couponCode: string | null;
  onRemoveCoupon: () => void;
  children?: ReactNode;
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <div className="chk:flex chk:items-center chk:justify-between chk:gap-4 chk:py-1.5">
      <dt className="chk:text-slate-600">{label}</dt>
      <dd data-testid={testId} className="chk:font-medium chk:text-slate-900">
        {value}
      </dd>
    </div>
  );
}

/** Subtotal, GST, other charges, the coupon's discount with its remove button, and the total. */
export function OrderSummaryPanel({ totals, couponCode, onRemoveCoupon, children }: OrderSummaryPanelProps) {
  return (
    <section aria-labelledby="order-summary-title" className="chk:rounded-xl chk:border chk:border-slate-200 chk:bg-white chk:p-5">
      <h2 id="order-summary-title" className="chk:mb-3 chk:text-lg chk:font-semibold chk:text-slate-900">
        Order Summary
      </h2>
      <dl className="chk:text-sm">
        <Row label="Subtotal" value={formatINR(fromPaise(totals.subtotal))} testId="summary-subtotal" />
        <Row label="GST" value={formatINR(fromPaise(totals.gst))} testId="summary-gst" />
        <Row label="Other Charges" value={formatINR(fromPaise(totals.otherCharges))} testId="summary-other" />
        {couponCode && (
          <Row
            label={
              <span className="chk:flex chk:flex-wrap chk:items-center chk:gap-2">
                Coupon ({couponCode})
                <button
                  type="button"
                  onClick={onRemoveCoupon}
                  className="chk:text-xs chk:font-semibold chk:text-red-700 chk:underline"
                  aria-label={`Remove coupon ${couponCode}`}
                >
                  Remove
                </button>
              </span>
            }
            value={`−${formatINR(fromPaise(totals.couponDiscount))}`}
            testId="summary-coupon"
          />
        )}
        <div className="chk:mt-2 chk:flex chk:items-center chk:justify-between chk:border-t chk:border-slate-200 chk:pt-3 chk:text-base">
          <dt className="chk:font-semibold chk:text-slate-900">Total</dt>
          <dd data-testid="summary-total" className="chk:font-bold chk:text-slate-900">
            {formatINR(fromPaise(totals.total))}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
