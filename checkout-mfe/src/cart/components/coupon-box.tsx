import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { Button } from '@shop/shared/ui';
import { couponSchema } from '@shop/shared/validation';
import { useId } from 'react';

/** Props of the coupon entry. */
export interface CouponBoxProps {
  applying: boolean;
  /** Applies a checked (trimmed, non-empty) code; resolves whether it was applied. */
  onApply: (code: string) => Promise<boolean>;
}

/**
 * A code field with Apply, checked with the shop's coupon schema; its message is a toast.
 * The code stays in the field when it is refused, so it can be corrected.
 */
export function CouponBox({ applying, onApply }: CouponBoxProps) {
  const form = useSchemaForm(couponSchema, { couponCode: '' });
  const { error: _shownAsToast, ...field } = form.field('couponCode');
  const inputId = useId();
  const submit = form.handleSubmit(
    async ({ couponCode }) => {
      if (await onApply(couponCode)) form.reset({ couponCode: '' });
    },
    (errors) => {
      if (errors.couponCode?.message) toast.error(errors.couponCode.message);
    },
  );
  return (
    <form className="chk:mt-4 chk:flex chk:flex-col chk:gap-2" noValidate onSubmit={submit}>
      <label htmlFor={inputId} className="chk:text-sm chk:font-medium chk:text-slate-700">
        Coupon code
      </label>
      <div className="chk:flex chk:gap-2">
        <input
          id={inputId}
          {...field}
          autoComplete="off"
          className="chk:min-w-0 chk:flex-1 chk:rounded-md chk:border chk:border-slate-300 chk:px-3 chk:py-2 chk:uppercase chk:focus-visible:outline-2 chk:focus-visible:outline-brand-600"
        />
        <Button type="submit" variant="secondary" busy={applying}>
          Apply
        </Button>
      </div>
    </form>
  );
}
