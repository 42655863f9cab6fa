import { useQuery } from '@shop/shared/query';
import type { PaymentType } from '../api/create-order';
import { fetchPaymentTypes } from '../api/fetch-payment-types';
import { ALL_PAYMENT_TYPES } from '../model/payment-choice';

/**
 * The payment types the API offers; null until it has answered. If it cannot be asked, both are
 * shown as before: the API still refuses an online order it cannot take, with its own message.
 */
export function usePaymentTypes(): PaymentType[] | null {
  const { status, data } = useQuery(['payment-types'], fetchPaymentTypes, null);
  if (status === 'failed') return [...ALL_PAYMENT_TYPES];
  return data;
}
