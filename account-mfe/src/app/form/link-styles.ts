/** An inline text link inside running text. */
export const textLinkClass =
  'acc:font-medium acc:text-brand-700 acc:underline acc:underline-offset-2 acc:hover:text-brand-900 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600 acc:rounded-sm';

// Going to another page stays a real link (new tab, copy address), so it borrows the button's look.
/** A link that looks like the primary button. */
export const primaryLinkClass =
  'acc:inline-flex acc:items-center acc:justify-center acc:gap-2 acc:rounded-md acc:bg-brand-600 acc:px-5 acc:py-2.5 acc:text-sm acc:font-semibold acc:text-white acc:hover:bg-brand-700 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600';

/** A full-width submit button. */
export const submitClass = 'acc:w-full acc:py-2.5';
