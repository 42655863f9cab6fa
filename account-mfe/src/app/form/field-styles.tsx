/** The look of the sign-in pages' inputs. */
export const controlClass =
  'acc:block acc:w-full acc:rounded-lg acc:border acc:bg-white acc:px-3.5 acc:py-2.5 acc:text-base acc:text-slate-900 acc:shadow-sm acc:placeholder:text-slate-500 acc:focus:outline-2 acc:focus:outline-offset-0 acc:focus:outline-brand-600 acc:disabled:cursor-not-allowed acc:disabled:bg-slate-100 acc:disabled:text-slate-500';

/** The border of a control, red while it has an error. */
export function borderClass(error: string | undefined): string {
  return error ? 'acc:border-red-600' : 'acc:border-slate-300';
}

/** The label above a control. */
export const labelClass = 'acc:mb-1.5 acc:block acc:text-sm acc:font-medium acc:text-slate-800';

/** The error under a control. */
export const errorClass = 'acc:mt-1.5 acc:text-sm acc:text-red-700';

/** The attributes tying a control to its error text for screen readers. */
export function errorAttributes(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

/** The reason a field is invalid, referenced by the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={errorClass}>
      {error}
    </p>
  );
}
