import { FieldError } from '@shop/shared/fields';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { backspace, enterText, focusAfterKey, type OtpEntry, pasteText } from './otp-digits';

/** Props of the six one-digit code boxes. */
export interface OtpInputProps {
  id: string;
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: string;
  disabled?: boolean;
  legend?: string;
  /** Focus given to the boxes as a whole lands on the first empty one (a form's first bad field). */
  ref?: Ref<{ focus: () => void }>;
}

const boxClass =
  'acc:h-12 acc:w-full acc:min-w-0 acc:max-w-12 acc:flex-1 acc:rounded-lg acc:border acc:bg-white acc:text-center acc:text-xl acc:font-semibold acc:text-slate-900 acc:shadow-sm acc:focus:outline-2 acc:focus:outline-offset-0 acc:focus:outline-brand-600 acc:disabled:bg-slate-100';

/** Six single-digit boxes: typing moves on, Backspace goes back, arrows move, a pasted code fills them all. */
export function OtpInput({ id, digits, onChange, error, disabled, legend = 'Enter the 6-digit code', ref }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  useImperativeHandle(ref, () => ({ focus: () => boxes.current[Math.max(digits.indexOf(''), 0)]?.focus() }), [digits]);

  function apply(entry: OtpEntry) {
    onChange(entry.digits);
    boxes.current[entry.focus]?.focus();
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
      return;
    }
    const target = focusAfterKey(index, event.key);
    if (target === null) return;
    event.preventDefault();
    boxes.current[target]?.focus();
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(pasteText(digits, index, event.clipboardData.getData('text')));
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="acc:mb-1.5 acc:block acc:text-sm acc:font-medium acc:text-slate-800">{legend}</legend>
      <div className="acc:flex acc:justify-between acc:gap-1.5 acc:sm:gap-2">
        {digits.map((digit, index) => (
          <input
            // The boxes never move, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed boxes
            key={index}
            id={index === 0 ? id : `${id}-${index + 1}`}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={error ? true : undefined}
            onFocus={(event) => event.target.select()}
            onChange={(event) => apply(enterText(digits, index, event.target.value))}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            className={`${boxClass} ${error ? 'acc:border-red-600' : 'acc:border-slate-300'}`}
          />
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
