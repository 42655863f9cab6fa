/** The look of every input, select and text area of the inquiry forms. */
export const controlClass =
  'inq:mt-1.5 inq:block inq:w-full inq:rounded-lg inq:border inq:bg-white inq:px-3.5 inq:py-2.5 inq:text-base inq:text-slate-900 inq:shadow-sm inq:placeholder:text-slate-500 inq:focus:outline-2 inq:focus:outline-offset-0 inq:focus:outline-brand-600 inq:disabled:cursor-not-allowed inq:disabled:bg-slate-100 inq:disabled:text-slate-500';

/** The border of a control: red while it has an error. */
export const borderClass = (error: string | undefined) => (error ? 'inq:border-red-600' : 'inq:border-slate-300');

export const labelClass = 'inq:block inq:text-sm inq:font-medium inq:text-slate-800';

export { errorAttributes } from '@shop/shared/ui';
