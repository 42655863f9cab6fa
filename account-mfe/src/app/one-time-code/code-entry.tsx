import { Button } from '@shop/shared/ui';
import { type FormEvent, useId } from 'react';
import { submitClass } from '../form/link-styles';
import { OtpInput } from './otp-input';
import { ResendButton } from './resend-button';
import type { useCodeForm } from './use-code-form';

/** A code page's form as its hook gives it: the code form, with the page's own submit and resend. */
export type CodeEntryForm = Pick<ReturnType<typeof useCodeForm>, 'boxes' | 'verifying' | 'resending' | 'secondsLeft'> & {
  submit: (event: FormEvent<HTMLFormElement>) => unknown;
  resend: () => unknown;
};

/** Props of a code page's form. */
export interface CodeEntryProps {
  code: CodeEntryForm;
  /** The submit button's words. */
  label: string;
  /** Once the code is taken, the boxes and the button stay as they are. */
  locked?: boolean;
}

/** The six code boxes, the submit button and, below them, Resend after the countdown. */
export function CodeEntry({ code, label, locked = false }: CodeEntryProps) {
  const id = useId();
  return (
    <>
      <form noValidate onSubmit={code.submit} className="acc:space-y-5">
        <OtpInput id={`${id}-otp`} {...code.boxes} disabled={locked} />
        <Button type="submit" busy={code.verifying} disabled={locked} className={submitClass}>
          {label}
        </Button>
      </form>
      <div className="acc:mt-4 acc:flex acc:items-center acc:justify-center acc:gap-1 acc:text-sm acc:text-slate-600">
        <span>Didn&apos;t get the code?</span>
        <ResendButton secondsLeft={code.secondsLeft} busy={code.resending} onResend={code.resend} />
      </div>
    </>
  );
}
