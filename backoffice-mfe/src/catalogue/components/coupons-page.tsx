import { shopperMessage } from '@shop/shared/api-client';
import type { ProductName, StaffCoupon } from '@shop/shared/contracts';
import { formatDateTime, formatINR } from '@shop/shared/format';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';
import { CouponForm } from './coupon-form';

export const COUPONS_FAILED = 'The coupons could not be loaded. Please try again.';

/** What a coupon gives, in words. */
export function benefitWords(coupon: StaffCoupon): string {
  if (coupon.kind === 'flat') return `${formatINR(coupon.flatAmount ?? 0)} off`;
  if (coupon.kind === 'free-product') return `${coupon.freeQuantity} × ${coupon.freeProductName ?? 'a product no longer sold'} free`;
  return `${coupon.percentOff ?? 0}% off${coupon.maxDiscount === null ? '' : `, at most ${formatINR(coupon.maxDiscount)}`}`;
}

/** Whether the cart takes a coupon now, in words. */
export function couponState(coupon: StaffCoupon, now = Date.now()): string {
  if (!coupon.isActive) return 'Switched off';
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() <= now) return `Expired ${formatDateTime(coupon.expiresAt)}`;
  if (coupon.startsAt && new Date(coupon.startsAt).getTime() > now) return `Starts ${formatDateTime(coupon.startsAt)}`;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'All uses taken';
  return coupon.expiresAt ? `Valid until ${formatDateTime(coupon.expiresAt)}` : 'Valid';
}

const WHO = { all: 'every buyer', retailer: 'retail buyers', wholesaler: 'wholesalers' } as const;

function CouponSummary({ coupon, onEdit }: { coupon: StaffCoupon; onEdit: () => void }) {
  return (
    <div className="bo:flex bo:flex-wrap bo:items-start bo:justify-between bo:gap-3">
      <div className="bo:min-w-0 bo:space-y-1 bo:text-sm">
        <p className="bo:font-semibold bo:text-slate-900">
          <span className="bo:font-mono">{coupon.couponCode}</span> · {coupon.offerName}
        </p>
        <p className="bo:text-slate-700">
          {benefitWords(coupon)} for {WHO[coupon.userType]}
          {coupon.minCartValue > 0 ? ` on orders from ${formatINR(coupon.minCartValue)}` : ''}
        </p>
        <p className="bo:text-slate-600">
          {couponState(coupon)} · used {coupon.usedCount}
          {coupon.usageLimit === null ? ' times' : ` of ${coupon.usageLimit}`}
          {coupon.usesPerShopper === null
            ? ''
            : ` · ${coupon.usesPerShopper === 1 ? 'once' : `${coupon.usesPerShopper} times`} per shopper`}
        </p>
      </div>
      <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${coupon.couponCode}`}>
        Edit
      </Button>
    </div>
  );
}

/** Every coupon, switched-off and expired ones too, newest first; one is edited in place. */
export function CouponsPage() {
  const list = useQuery<StaffCoupon[] | null>(['backoffice/coupons'], () => catalogueApi.coupons(), null);
  const products = useQuery<ProductName[]>(['backoffice/coupon-products'], () => catalogueApi.products(), []);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const saved = () => {
    setEditing(null);
    setAdding(false);
    list.retry();
  };

  return (
    <section aria-labelledby="coupons-title" className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-2">
        <div className="bo:space-y-1">
          <h1 id="coupons-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
            Coupons and offers
          </h1>
          <p className="bo:text-sm bo:text-slate-600">The offers page lists the switched-on, valid coupons; the cart takes them at once.</p>
        </div>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add a Coupon</Button>}
      </div>
      {adding ? (
        <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
          <CouponForm products={products.data} onSaved={saved} onCancel={() => setAdding(false)} />
        </div>
      ) : null}
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-48 bo:w-full" />}
        failure={shopperMessage(list.error, COUPONS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.length === 0}
        empty={<EmptyState title="No coupons yet" message="Add the first one: the offers page lists it at once." />}
      >
        <ul aria-label="Coupons" className="bo:space-y-2">
          {list.data?.map((coupon) => (
            <li key={`${coupon.id}-${coupon.version}`} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3">
              {editing === coupon.id ? (
                <CouponForm coupon={coupon} products={products.data} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <CouponSummary coupon={coupon} onEdit={() => setEditing(coupon.id)} />
              )}
            </li>
          ))}
        </ul>
      </LoadView>
    </section>
  );
}
