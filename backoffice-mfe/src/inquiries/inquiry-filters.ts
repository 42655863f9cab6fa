import { type AdminInquiryListQuery, INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '@shop/shared/contracts';

/** The inbox's filters as the address holds them; values that are not a status, a kind or a page are left out. */
export function inquiryFiltersFromSearch(search: URLSearchParams): AdminInquiryListQuery {
  const status = search.get('status') ?? '';
  const kind = search.get('kind') ?? '';
  const page = Number(search.get('page'));
  return {
    ...((INQUIRY_STATUSES as readonly string[]).includes(status) ? { status: status as InquiryStatus } : {}),
    ...((INQUIRY_KINDS as readonly string[]).includes(kind) ? { kind: kind as InquiryKind } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** The address of the inbox with these filters. */
export function inquirySearchOf(filters: AdminInquiryListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `/inquiries?${text}` : '/inquiries';
}

/** What each kind of inquiry is called in the back office. */
export const INQUIRY_KIND_WORDS: Record<InquiryKind, string> = {
  contact: 'Contact message',
  distributor: 'Dealership',
  wholesale: 'Wholesale',
};
