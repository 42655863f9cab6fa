import type { APIRequestContext } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { signInToBackOffice } from '../support/staff';

// A shopper's contact message reaches the back office's inbox: the order desk opens it, notes what
// it will do, replies by e-mail through the mail queue, and the inquiry reads Answered.

/** The newest mail the shop sent to an address, as the development peek reads it. */
async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string } | null> {
  const reply = await request.get(`/api/dev/mail/latest?to=${encodeURIComponent(to)}`);
  return reply.ok() ? ((await reply.json()) as { data: { subject: string; text: string } }).data : null;
}

test('the order desk opens a contact message in the back office, notes it, replies by mail, and it reads Answered', async ({
  browser,
  page,
}) => {
  const email = `asha.${Date.now()}@example.in`;
  const subject = `Soap for a hostel ${Date.now()}`;
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Asha Patel');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver 300 bars of neem soap to Surat?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Your message was sent successfully!')).toBeVisible();

  const desk = await signInToBackOffice(browser, 'orders@example.in');
  await desk.getByRole('link', { name: 'Inquiries', exact: true }).click();
  await expect(desk.getByRole('heading', { name: 'Inquiries', exact: true })).toBeVisible();
  await desk.getByLabel(/^Kind/).selectOption({ label: 'Contact message' });
  await desk.getByRole('button', { name: 'Show' }).click();
  await desk.getByRole('region', { name: 'Inquiries found' }).getByRole('link', { name: subject }).click();
  await expect(desk.getByRole('heading', { name: subject })).toBeVisible();
  await expect(desk.getByText('Do you deliver 300 bars of neem soap to Surat?')).toBeVisible();

  await desk.getByRole('textbox', { name: /^Note/ }).fill('Asked the plant for a hostel price.');
  await desk.getByRole('button', { name: 'Add Note' }).click();
  await expect(desk.getByRole('list', { name: 'History' }).getByText('Asked the plant for a hostel price.')).toBeVisible();

  await desk.getByRole('textbox', { name: /^Reply/ }).fill('Yes: 300 bars reach Surat within three days, at ₹28 a bar.');
  await desk.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(desk, `Reply queued to ${email}`)).toBeVisible();
  await expect(desk.locator('h1 + span', { hasText: 'Answered' })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'History' }).getByText(/^Reply to /)).toBeVisible();

  await expect.poll(async () => (await latestMail(page.request, email))?.subject ?? '', { timeout: 15_000 }).toMatch(`Re: ${subject}`);
  expect((await latestMail(page.request, email))?.text).toContain('300 bars reach Surat within three days');
  await desk.context().close();
});
