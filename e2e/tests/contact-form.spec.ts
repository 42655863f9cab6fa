import type { Page } from '@playwright/test';
import { apiGet, expect, test, toast } from '../fixtures';

async function sendDealerEnquiry(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ravi Shah');
  await page.getByRole('textbox', { name: 'Email address' }).fill('ravi@example.in');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Dealer enquiry');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is a dealership available in Surat?');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('contact form', () => {
  test('shows the phone, e-mail and address cards and a map that works offline', async ({ page }) => {
    await page.goto('/contact');
    const section = page.locator('[data-boundary="inquiries-mfe"]');
    await expect(section.getByRole('link', { name: /\+91/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(section.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(section).toContainText('Gujarat');
    await expect(section.getByRole('link', { name: /open in maps/i })).toBeVisible();
  });

  test('an empty field stops the form with "Please fill out all fields."', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/contact-us')) posted = true;
    });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Asha Patel');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Please fill out all fields.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a complete message is stored and acknowledged', async ({ page }) => {
    const email = `asha.${Date.now()}@example.in`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Asha Patel');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Bulk order of dishwash liquid');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please share prices for 200 bottles of 500 ml dishwash liquid.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Your message was sent successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

    const stored = await apiGet<{ data: { subject: string; name: string } }>(
      `/api/dev/contact-messages/latest?email=${encodeURIComponent(email)}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ name: 'Asha Patel', subject: 'Bulk order of dishwash liquid' });
  });

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1/contact-us', (route) => route.abort('connectionrefused'));
    await sendDealerEnquiry(page);
    await expect(toast(page, 'Failed to send message. Please try again later.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Is a dealership available in Surat?');
  });

  test('a reply without success shows its message', async ({ page }) => {
    await page.route('**/api/v1/contact-us', (route) =>
      route.fulfill({ status: 200, json: { success: false, message: 'We are closed for Diwali, back on Monday.' } }),
    );
    await sendDealerEnquiry(page);
    await expect(toast(page, 'We are closed for Diwali, back on Monday.')).toBeVisible();
  });
});
