import { AppError } from '../../http/app-error';

/** The answer to an edit made on a copy someone else has changed since: nothing is written. */
export const changedMeanwhile = (what: string, current: unknown) =>
  new AppError(
    409,
    'CHANGED_MEANWHILE',
    `This ${what} was changed by someone else meanwhile. Reload it and make your change again.`,
    {},
    { current },
  );
