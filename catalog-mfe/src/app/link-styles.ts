// Links that look like buttons: the shared Button is a <button>, but going to another page
// must stay a real link (open in a new tab, copy address), so the look is repeated here.
const base =
  'cat:inline-flex cat:items-center cat:justify-center cat:gap-2 cat:rounded-md cat:px-5 cat:py-2.5 cat:text-sm cat:font-semibold cat:transition-colors cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600';

/** A filled call to action. */
export const primaryLinkClass = `${base} cat:bg-brand-600 cat:text-white cat:hover:bg-brand-700`;

/** An outlined secondary action. */
export const secondaryLinkClass = `${base} cat:border cat:border-brand-600 cat:bg-white cat:text-brand-700 cat:hover:bg-brand-50`;

/** An inline text link inside running text. */
export const textLinkClass =
  'cat:font-medium cat:text-brand-700 cat:underline cat:underline-offset-2 cat:hover:text-brand-900 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600 cat:rounded-sm';
