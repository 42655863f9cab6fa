import { shopperMessage } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';

/** The form as typed; no account type is chosen until the shopper picks one. */
export interface CompleteProfileValues {
  phoneNumber: string;
  accountType: string;
}

/** Only retailer is offered. */
export const COMPLETE_PROFILE_TYPES = [{ value: 'retailer', label: 'Retailer' }] as const;

export const COMPLETE_PROFILE_MESSAGES = {
  saved: 'Profile Update Successfully',
  failed: 'Error While Updating Profile',
} as const;

/** The multipart body of `PUT profile`: the name stays as it is, phone and type complete it. */
export function completeProfileBody(values: CompleteProfileValues, fullName: string): FormData {
  const body = new FormData();
  body.set('fullName', fullName);
  body.set('phoneNumber', values.phoneNumber.trim());
  body.set('accountType', values.accountType);
  return body;
}

/** Where a completed profile leads: a wholesaler to their inquiry page, everyone else home. */
export function pathAfterCompleting(user: User): string {
  return user.accountType === 'wholesaler' ? '/wholesaler' : '/';
}

/** The failure toast: the server's words, or 'Error While Updating Profile'. */
export function completeProfileFailure(error: unknown): string {
  return shopperMessage(error, COMPLETE_PROFILE_MESSAGES.failed);
}
