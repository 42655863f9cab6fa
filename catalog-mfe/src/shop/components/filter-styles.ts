// The drawer's headings and inputs share one look, so each filter reads the same.
export const filterHeading = 'cat:text-sm cat:font-semibold cat:text-slate-900';
export const filterInput =
  'cat:mt-2 cat:h-10 cat:w-full cat:rounded-md cat:border cat:border-slate-300 cat:bg-white cat:px-3 cat:text-sm cat:text-slate-800 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600';
