import { company } from '@shop/shared/company';

/** What a mail says, before it is laid out as HTML and as plain text. */
export interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** Label and value rows, such as the order number and the total. */
  details?: [label: string, value: string][];
  link?: { label: string; url: string };
}

// The shop's colours (shared/src/theme.css): mail clients ignore stylesheets, so they are inline.
const BRAND = '#0e7490';
const BRAND_DARK = '#083344';
const PAPER = '#ecfeff';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const footer = [company.name, `${company.email} · ${company.phone}`];

function plainText(content: MailContent): string {
  return [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`, ''] : []),
    'Thank you,',
    ...footer,
  ].join('\n');
}

function html(content: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  const details = content.details?.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${BRAND_DARK};font-weight:600">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const link = content.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>`
    : '';
  return [
    '<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<div style="background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">${escapeHtml(company.name)}</div>`,
    '<div style="background:#ffffff;padding:24px;border:1px solid #e2e8f0;border-top:0;border-radius:0 0 8px 8px">',
    content.greeting ? paragraph(content.greeting) : '',
    ...content.paragraphs.map(paragraph),
    details,
    link,
    '</div>',
    `<div style="background:${PAPER};color:${BRAND_DARK};padding:12px 24px;margin-top:12px;border-radius:8px;font-size:13px">${footer.map(escapeHtml).join('<br>')}</div>`,
    '</div></body></html>',
  ].join('');
}

/** A mail in the shop's look: an HTML part and the same words as plain text. */
export function layOut(content: MailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: plainText(content), html: html(content) };
}
