import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-500',
  secondary: 'border border-brand-600 text-brand-700 bg-white hover:bg-brand-50 disabled:opacity-50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:opacity-50',
  // Quiet until asked: a destroying action sits beside others in outline, and only its confirmation is filled red.
  destructive: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:opacity-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:opacity-50',
} as const;

/** The look of a button. */
export type ButtonVariant = keyof typeof variants;

/** The classes of a button of that variant, also for a link that leads somewhere and looks like a button. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(base, variants[variant], className);
}

/** Props of the shop's button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shop's button: a real <button>, disabled and showing a spinner while busy. */
export function Button({ variant = 'primary', busy = false, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
