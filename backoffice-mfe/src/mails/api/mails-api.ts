import { adminRequest } from '@shop/shared/api-client';
import type { AdminMail, AdminMailList, AdminMailListQuery } from '@shop/shared/contracts';

/** The order desk's calls about mails that did not go: a page of them by state, and sending a failed one again. */
export const mailsApi = {
  list: async (query: AdminMailListQuery) => (await adminRequest<AdminMailList>('GET', 'mails', query)).data,
  resend: async (mailId: string) => {
    const reply = await adminRequest<AdminMail>('POST', `mails/${encodeURIComponent(mailId)}/resend`);
    return { mail: reply.data, message: reply.message ?? '' };
  },
};
