import type { ProductName, StaffCoupon } from '@shop/shared/contracts';
import { Checkbox, SelectField, TextArea, TextField } from '@shop/shared/fields';
import { FormActions } from '../../app/form-actions';
import { useCouponForm } from '../hooks/use-coupon-form';
import { CouponBenefitFields, CouponLimitFields } from './coupon-fields';

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
        <CouponBenefitFields id={id} field={field} kind={kind} products={products} />
        <CouponLimitFields id={id} field={field} />
        <TextArea id={`${id}-highlights`} label="Highlights" hint="One a line, as the offers page lists them" {...field('highlights')} />
        <TextArea id={`${id}-terms`} label="Terms and conditions" hint="One a line" {...field('termsAndConditions')} />
        <Checkbox id={`${id}-active`} {...choice('isActive')} label="Switched on" className="bo:sm:self-end bo:sm:pb-2" />
      </div>
      <FormActions saveLabel={coupon ? 'Save Coupon' : 'Add Coupon'} saving={saving} onCancel={onCancel} />
    </form>
  );
}
