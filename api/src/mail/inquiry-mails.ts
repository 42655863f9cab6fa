import { company } from '@shop/shared/company';
import type { DistributorInquiryInput } from '../repositories/distributor-inquiry-repository';
import type { WholesaleInquiryInput, WholesaleInquiryLine } from '../repositories/wholesale-inquiry-repository';
import type { MailQueue } from './mail-queue';
import type { MailMessage } from './mailer';
import { writtenMail } from './render-mail';

/** The promise every acknowledgement makes. */
export const REPLY_PROMISE = 'We will get back to you within 24 hours.';

// Empty optional fields still get their line, so the shop sees what was left out.
const lines = (rows: [label: string, value: string][]) => rows.map(([label, value]) => `${label}: ${value || '—'}`).join('\n');

function acknowledgement(to: string, name: string, what: string, summary: string): MailMessage {
  return {
    to,
    subject: `We received your ${what} – ${company.name}`,
    text: [
      `Dear ${name},`,
      '',
      `Thank you for your ${what} to ${company.name}. ${REPLY_PROMISE}`,
      '',
      'What you sent us:',
      summary,
      '',
      `If anything is urgent, call us on ${company.phone} or write to ${company.email}.`,
      '',
      `${company.name}`,
    ].join('\n'),
  };
}

function distributorSummary(inquiry: DistributorInquiryInput): string {
  return lines([
    ['First name', inquiry.firstName],
    ['Last name', inquiry.lastName],
    ['Mobile number', inquiry.mobileNumber],
    ['Company name', inquiry.companyName],
    ['E-mail', inquiry.email],
    ['Company address', inquiry.companyAddress],
    ['State', inquiry.state],
    ['District / City', inquiry.city],
    ['Message', inquiry.message],
  ]);
}

/** The mail passing a distributor inquiry on to the shop, with every field. */
export function distributorInquiryToShop(to: string, inquiry: DistributorInquiryInput, inquiryId: string): MailMessage {
  const sender = `${inquiry.firstName} ${inquiry.lastName}`;
  return {
    to,
    ...(inquiry.email ? { replyTo: inquiry.email } : {}),
    subject: `Distributor inquiry from ${sender}${inquiry.companyName ? ` (${inquiry.companyName})` : ''}`,
    text: [`A new distributor (dealership) inquiry, reference ${inquiryId}.`, '', distributorSummary(inquiry)].join('\n'),
  };
}

/** The acknowledgement to the sender of a distributor inquiry; undefined when no e-mail was given. */
export function distributorAcknowledgement(inquiry: DistributorInquiryInput): MailMessage | undefined {
  if (!inquiry.email) return undefined;
  return acknowledgement(inquiry.email, inquiry.firstName, 'distributor inquiry', distributorSummary(inquiry));
}

function wholesaleSummary(inquiry: Omit<WholesaleInquiryInput, 'products'>, products: WholesaleInquiryLine[]): string {
  const rows = products.map((line, index) => `${index + 1}. ${line.productName} × ${line.quantity}`);
  return [
    lines([
      ['Company name', inquiry.companyName],
      ['Contact person', inquiry.contactPerson],
      ['E-mail', inquiry.email],
      ['Phone', inquiry.phone],
      ['Address', inquiry.address],
      ['City', inquiry.city],
      ['State', inquiry.state],
      ['Postal code', inquiry.postalCode],
      ['Order type', inquiry.orderType],
      ['Delivery timeline', inquiry.deliveryTimeline],
      ['Notes', inquiry.notes],
    ]),
    '',
    'Products:',
    ...rows,
  ].join('\n');
}

/** The mail passing a wholesale inquiry on to the shop, with every field and product row. */
export function wholesaleInquiryToShop(
  to: string,
  inquiry: Omit<WholesaleInquiryInput, 'products'>,
  products: WholesaleInquiryLine[],
  inquiryId: string,
): MailMessage {
  return {
    to,
    replyTo: inquiry.email,
    subject: `Wholesale inquiry from ${inquiry.contactPerson} (${inquiry.companyName})`,
    text: [`A new wholesale product inquiry, reference ${inquiryId}.`, '', wholesaleSummary(inquiry, products)].join('\n'),
  };
}

/** The acknowledgement to the sender of a wholesale inquiry. */
export function wholesaleAcknowledgement(inquiry: Omit<WholesaleInquiryInput, 'products'>, products: WholesaleInquiryLine[]): MailMessage {
  return acknowledgement(inquiry.email, inquiry.contactPerson, 'wholesale inquiry', wholesaleSummary(inquiry, products));
}

/**
 * Queues each message (decision 028) and tries it at once; a failure is logged and never thrown,
 * because the inquiry is already stored and the sender must still hear that it was taken.
 */
export async function sendInquiryMails(
  queue: Pick<MailQueue, 'add'>,
  log: { error: (details: object, message: string) => void },
  inquiryKey: string,
  messages: (MailMessage | undefined)[],
): Promise<void> {
  const wanted = messages.flatMap((message, index) => (message ? [writtenMail(message, `${inquiryKey}:${index}`)] : []));
  await queue.add(wanted).catch((error: unknown) => log.error({ err: error, inquiry: inquiryKey }, 'inquiry mail not written'));
}

/** A staff member's reply to an inquiry, as the sender receives it: their words, greeted by name and signed by the shop. */
export function inquiryReplyMail(to: string, greeting: string, about: string, text: string): MailMessage {
  return {
    to,
    replyTo: company.email,
    subject: `Re: ${about} – ${company.name}`,
    text: [`Dear ${greeting},`, '', text, '', `${company.name}`, `${company.phone} · ${company.email}`].join('\n'),
  };
}
