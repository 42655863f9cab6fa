/** The look of the section's inputs and selects; read-only and disabled ones are greyed. */
export const controlClass =
  'acc:block acc:w-full acc:rounded-lg acc:border acc:bg-white acc:px-3.5 acc:py-2.5 acc:text-base acc:text-slate-900 acc:shadow-sm acc:placeholder:text-slate-500 acc:focus:outline-2 acc:focus:outline-offset-0 acc:focus:outline-brand-600 acc:read-only:bg-slate-50 acc:read-only:text-slate-700 acc:disabled:cursor-not-allowed acc:disabled:bg-slate-100 acc:disabled:text-slate-500';

/** The border of a control, red while it has an error. */
export function borderClass(error: string | null | undefined): string {
  return error ? 'acc:border-red-600' : 'acc:border-slate-300';
}

/** The label above a control. */
export const labelClass = 'acc:mb-1.5 acc:block acc:text-sm acc:font-medium acc:text-slate-800';

/** The error under a control. */
export const errorClass = 'acc:mt-1.5 acc:text-sm acc:text-red-700';

// The error text and its ties to the control are the shop's one field kit's.
export { errorAttributes, FieldError } from '@shop/shared/ui';
