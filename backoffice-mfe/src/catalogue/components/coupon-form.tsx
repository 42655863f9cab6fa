import type { ProductName, StaffCoupon } from '@shop/shared/contracts';
import { Checkbox, SelectField, TextArea, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useCouponForm } from '../hooks/use-coupon-form';

const USER_TYPES = [
  { value: 'all', label: 'Every buyer' },
  { value: 'retailer', label: 'Retail buyers' },
  { value: 'wholesaler', label: 'Wholesalers' },
] as const;

const KINDS = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'flat', label: 'An amount off' },
  { value: 'free-product', label: 'A product free' },
] as const;

interface CouponFormProps {
  coupon?: StaffCoupon;
  /** The products that may be given free. */
  products: readonly ProductName[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Every field the offers page and the cart use; the benefit's fields follow the kind chosen. */
export function CouponForm({ coupon, products, onSaved, onCancel }: CouponFormProps) {
  const { field, choice, kind, saving, submit } = useCouponForm(coupon, onSaved);
  const id = coupon ? `coupon-${coupon.id}` : 'new-coupon';
  const productOptions = products.map((product) => ({ value: product.id, label: product.productName }));
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={coupon ? `Edit the coupon ${coupon.couponCode}` : 'Add a coupon'}
      className="bo:space-y-3"
    >
      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2 bo:lg:grid-cols-3">
        <TextField id={`${id}-name`} label="Offer name" autoComplete="off" required {...field('offerName')} />
        <TextField
          id={`${id}-code`}
          label="Code"
          hint="What shoppers type, such as DIWALI25"
          autoComplete="off"
          required
          {...field('couponCode')}
        />
        <SelectField id={`${id}-who`} label="Who may use it" options={USER_TYPES} required {...field('userType')} />
        <SelectField id={`${id}-kind`} label="What it gives" options={KINDS} required {...field('kind')} />
        {kind === 'percent' ? (
          <>
            <TextField
              id={`${id}-percent`}
              label="Percentage off"
              inputMode="decimal"
              autoComplete="off"
              required
              {...field('percentOff')}
            />
            <TextField
              id={`${id}-cap`}
              label="At most (₹)"
              hint="Empty: no cap"
              inputMode="decimal"
              autoComplete="off"
              {...field('maxDiscount')}
            />
          </>
        ) : null}
        {kind === 'flat' ? (
          <TextField id={`${id}-amount`} label="Amount off (₹)" inputMode="decimal" autoComplete="off" required {...field('flatAmount')} />
        ) : null}
        {kind === 'free-product' ? (
          <>
            <SelectField
              id={`${id}-product`}
              label="Product given free"
              placeholder="Choose a product"
              options={productOptions}
              required
              {...field('freeProductId')}
            />
            <TextField id={`${id}-units`} label="Units given" inputMode="numeric" autoComplete="off" {...field('freeQuantity')} />
          </>
        ) : null}
        <TextField id={`${id}-minimum`} label="Smallest order (₹)" inputMode="decimal" autoComplete="off" {...field('minCartValue')} />
        <TextField
          id={`${id}-limit`}
          label="Uses allowed"
          hint="Empty: no limit"
          inputMode="numeric"
          autoComplete="off"
          {...field('usageLimit')}
        />
        <TextField
          id={`${id}-per-shopper`}
          label="Uses per shopper"
          hint="Empty: no limit of its own; 1: once per shopper"
          inputMode="numeric"
          autoComplete="off"
          {...field('usesPerShopper')}
        />
        <TextField
          id={`${id}-starts`}
          type="datetime-local"
          label="Valid from"
          hint="Empty: at once; not offered before"
          {...field('startsAt')}
        />
        <TextField
          id={`${id}-expires`}
          type="datetime-local"
          label="Valid until"
          hint="Empty: until switched off"
          {...field('expiresAt')}
        />
        <TextArea id={`${id}-highlights`} label="Highlights" hint="One a line, as the offers page lists them" {...field('highlights')} />
        <TextArea id={`${id}-terms`} label="Terms and conditions" hint="One a line" {...field('termsAndConditions')} />
        <Checkbox id={`${id}-active`} {...choice('isActive')} label="Switched on" className="bo:sm:self-end bo:sm:pb-2" />
      </div>
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        <Button type="submit" busy={saving}>
          {coupon ? 'Save Coupon' : 'Add Coupon'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
