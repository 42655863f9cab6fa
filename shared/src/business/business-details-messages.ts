import type { BusinessDetails } from '@shop/shared/contracts';
import { gstStateName } from '@shop/shared/location';

export const BUSINESS_DETAILS_MESSAGES = {
  title: 'Business details for GST invoices',
  intro: 'Buying for a registered business? Add your GSTIN and the invoice will carry it, so you can claim input tax credit.',
  none: 'No GSTIN added: invoices are made out to you as an unregistered buyer.',
  loading: 'Loading your business details…',
  loadFailed: 'Your business details could not be loaded.',
  saveFailed: 'Your business details could not be saved. Please try again.',
  saved: 'Business details saved',
  removed: 'Business details removed',
} as const;

/** An empty set: an unregistered buyer. */
export const NO_BUSINESS_DETAILS: BusinessDetails = { gstin: '', legalName: '', billingAddress: '', billingStateCode: '' };

/** A state as the billing picker lists it: its name and its GST code. */
export const stateWithCode = (code: string) => `${gstStateName(code)} (${code})`;

/** Whether the shopper has business details on file. */
export const hasBusinessDetails = (details: BusinessDetails) => details.gstin !== '';
