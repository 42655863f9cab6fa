import type { AccessClass } from '@shop/shared/contracts';

/** Who may open a route: anyone, only guests, only signed-in shoppers, or staff. */
export type Access = AccessClass;

/** The sign-in page guests are sent to, and the home page signed-in shoppers are sent to. */
export const SIGN_IN_PATH = '/signin';
export const HOME_PATH = '/';
