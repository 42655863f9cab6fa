import { adminRequest } from '@shop/shared/api-client';
import type {
  AdminInquiryList,
  AdminInquiryListQuery,
  AdminInquiryUpdateBody,
  AdminInquiryView,
  InquiryNoteBody,
  InquiryReplyBody,
} from '@shop/shared/contracts';

const inquiryPath = (inquiryId: string) => `inquiries/${encodeURIComponent(inquiryId)}`;

/** The order desk's calls about inquiries; each write answers the inquiry as it now stands and the API's sentence. */
export const inquiriesApi = {
  list: async (query: AdminInquiryListQuery) => (await adminRequest<AdminInquiryList>('GET', 'inquiries', query)).data,
  read: async (inquiryId: string) => (await adminRequest<AdminInquiryView>('GET', inquiryPath(inquiryId))).data,
  update: async (inquiryId: string, body: AdminInquiryUpdateBody) =>
    (await adminRequest<AdminInquiryView>('PATCH', inquiryPath(inquiryId), body)).message ?? '',
  note: async (inquiryId: string, body: InquiryNoteBody) =>
    (await adminRequest<AdminInquiryView>('POST', `${inquiryPath(inquiryId)}/notes`, body)).message ?? '',
  reply: async (inquiryId: string, body: InquiryReplyBody) =>
    (await adminRequest<AdminInquiryView>('POST', `${inquiryPath(inquiryId)}/replies`, body)).message ?? '',
};
