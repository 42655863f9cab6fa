import type { MailQueueName, NewOutgoingMail, OutgoingMail } from '../db/schema';
import { layOut } from './layout';
import type { MailMessage } from './mailer';
import { ORDER_MAILS, type OrderMailData } from './order-mail-templates';

/** The kind of a mail written whole by its sender (codes, inquiries, invites): its words are kept as they are. */
export const WRITTEN_MAIL = 'written';

/**
 * The data of a written mail. `forgetRecipient` is for a mail to someone the shop must not keep
 * (an erased account's goodbye): once sent, its row keeps no address either.
 */
export type WrittenMail = Omit<MailMessage, 'to' | 'html'> & { forgetRecipient?: true };

/** Renders a stored mail as it is sent now, so a fix to a template reaches mails still waiting. */
export function renderMail(mail: Pick<OutgoingMail, 'kind' | 'recipient' | 'data'>): MailMessage {
  if (mail.kind === WRITTEN_MAIL) {
    const { subject, text, replyTo } = mail.data as unknown as WrittenMail;
    const paragraphs = text.split(/\n{2,}/);
    return { to: mail.recipient, subject, text, html: layOut({ subject, paragraphs }).html, ...(replyTo ? { replyTo } : {}) };
  }
  const template = ORDER_MAILS[mail.kind];
  if (!template) throw new Error(`No template for mail kind ${mail.kind}`);
  return { to: mail.recipient, ...layOut(template(mail.data as unknown as OrderMailData)) };
}

/** A stored mail's subject, read without rendering the mail; a sent written mail has none left. */
export function mailSubject(mail: Pick<OutgoingMail, 'kind' | 'data'>): string {
  if (mail.kind === WRITTEN_MAIL) return (mail.data as Partial<WrittenMail>).subject ?? '';
  const template = ORDER_MAILS[mail.kind];
  return template ? template(mail.data as unknown as OrderMailData).subject : mail.kind;
}

/** The order a stored mail is about: order and refund mails carry it, written ones none. */
export function mailOrderId(mail: Pick<OutgoingMail, 'kind' | 'data'>): string | null {
  const orderId = mail.kind === WRITTEN_MAIL ? undefined : (mail.data as Partial<OrderMailData>).orderId;
  return typeof orderId === 'string' ? orderId : null;
}

/** A mail written whole by its sender, as a row for the queue; `eventKey` names what it answers. */
export function writtenMail(
  message: MailMessage,
  eventKey: string,
  queue: MailQueueName = 'mail',
  { forgetRecipient = false } = {},
): NewOutgoingMail {
  const data: WrittenMail = {
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(forgetRecipient ? { forgetRecipient: true as const } : {}),
  };
  return { eventKey, queue, kind: WRITTEN_MAIL, recipient: message.to, data: { ...data } };
}
