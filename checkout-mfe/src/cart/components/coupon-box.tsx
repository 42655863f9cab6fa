import { Button } from '@shop/shared/ui';
import { useId, useState } from 'react';

/** Props of the coupon entry. */
export interface CouponBoxProps {
  applying: boolean;
  onApply: (code: string) => Promise<boolean>;
}

/** A code field with Apply; the code stays in the field when it is refused, so it can be corrected. */
export function CouponBox({ applying, onApply }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  return (
    <form
      className="chk:mt-4 chk:flex chk:flex-col chk:gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onApply(code).then((applied) => {
          if (applied) setCode('');
        });
      }}
    >
      <label htmlFor={inputId} className="chk:text-sm chk:font-medium chk:text-slate-700">
        Coupon code
      </label>
      <div className="chk:flex chk:gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
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
