import type { ProductName } from '@shop/shared/contracts';
import { SelectField, TextField } from '@shop/shared/fields';
import type { useCouponForm } from '../hooks/use-coupon-form';

type CouponFieldsProps = { id: string } & Pick<ReturnType<typeof useCouponForm>, 'field'>;

/** The benefit's own fields, which follow the kind chosen: a percentage and its cap, an amount, or a free product. */
export function CouponBenefitFields({
  id,
  field,
  kind,
  products,
}: CouponFieldsProps & Pick<ReturnType<typeof useCouponForm>, 'kind'> & { products: readonly ProductName[] }) {
  if (kind === 'percent')
    return (
      <>
        <TextField id={`${id}-percent`} label="Percentage off" inputMode="decimal" autoComplete="off" required {...field('percentOff')} />
        <TextField
          id={`${id}-cap`}
          label="At most (₹)"
          hint="Empty: no cap"
          inputMode="decimal"
          autoComplete="off"
          {...field('maxDiscount')}
        />
      </>
    );
  if (kind === 'flat')
    return (
      <TextField id={`${id}-amount`} label="Amount off (₹)" inputMode="decimal" autoComplete="off" required {...field('flatAmount')} />
    );
  if (kind !== 'free-product') return null;
  const productOptions = products.map((product) => ({ value: product.id, label: product.productName }));
  return (
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
  );
}

/** When and how often the coupon may be used: the smallest order, the limits on uses, and its dates. */
export function CouponLimitFields({ id, field }: CouponFieldsProps) {
  return (
    <>
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
      <TextField id={`${id}-expires`} type="datetime-local" label="Valid until" hint="Empty: until switched off" {...field('expiresAt')} />
    </>
  );
}
