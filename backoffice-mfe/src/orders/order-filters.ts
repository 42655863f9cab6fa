import { type AdminOrderListQuery, ORDER_STATUSES, type OrderStatus, type PaymentType } from '@shop/shared/contracts';

const PAYMENT_TYPES: readonly PaymentType[] = ['cod', 'online'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters as the address holds them (so a view can be bookmarked, shared and gone back
 * to): values that are not a state, a payment type, a day or a page are left out, not sent.
 */
export function filtersFromSearch(search: URLSearchParams): AdminOrderListQuery {
  const status = search.get('status') ?? '';
  const paymentType = search.get('paymentType') ?? '';
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const page = Number(search.get('page'));
  return {
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    ...((PAYMENT_TYPES as readonly string[]).includes(paymentType) ? { paymentType: paymentType as PaymentType } : {}),
    ...(q ? { q } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** The address of the list with these filters. */
export function searchOf(filters: AdminOrderListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `/?${text}` : '/';
}
