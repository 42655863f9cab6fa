import type { Page } from '@playwright/test';
import { apiGet, expect, test, toast } from '../fixtures';

const SHOP_INBOX = 'care@ujjwalhomecare.in';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface StoredDistributorInquiry {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  companyName: string;
  email: string;
  state: string;
  city: string;
  message: string;
}

interface StoredWholesaleInquiry {
  companyName: string;
  contactPerson: string;
  products: { productName: string; quantity: number }[];
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** Signs a new shopper up and in through the account API (decision 006); the cookies land in the page's browser context. */
async function signInShopper(page: Page): Promise<void> {
  const email = unique('dealer.account');
  const signup = await page.request.post('/api/v1/auth/signup', {
    headers: XHR,
    data: {
      fullName: 'Ravi Shah',
      email,
      phoneNumber: '9876543210',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      checked: true,
      accountType: 'retail buyer',
    },
  });
  expect(signup.status()).toBe(201);
  const code = await page.request.get(`/api/dev/otp/latest?email=${encodeURIComponent(email)}`);
  expect(code.status()).toBe(200);
  const { otp } = ((await code.json()) as { data: { otp: string } }).data;
  const verified = await page.request.post('/api/v1/auth/signup/verify', { headers: XHR, data: { email, otp } });
  expect(verified.status()).toBe(200);
}

async function fillDistributorForm(page: Page, values: { email: string; mobile: string }): Promise<void> {
  const form = page.locator('[data-boundary="inquiries-mfe"] form');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Shah');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(values.mobile);
  await form.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Shah Traders');
  await form.getByRole('textbox', { name: 'Company Address' }).fill('12 Ring Road, Surat');
  const district = form.getByRole('combobox', { name: 'District / City' });
  await expect(district).toBeDisabled();
  await form.getByRole('combobox', { name: 'State' }).selectOption('Gujarat');
  await expect(district).toBeEnabled();
  await district.selectOption('Surat');
  await form.getByRole('textbox', { name: 'Message' }).fill('We would like the dealership for south Gujarat.');
}

test.describe('distributor inquiry', () => {
  test('a guest at /distributorinquiryForm is sent to sign in first', async ({ page }) => {
    await page.goto('/distributorinquiryForm');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ from: '/distributorinquiryForm' });
  });

  test('a signed-in shopper sends an inquiry: stored, passed on to the shop and acknowledged', async ({ page }) => {
    await signInShopper(page);
    const email = unique('ravi');
    await page.goto('/distubutor');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Distributor' })).toBeVisible();
    await fillDistributorForm(page, { email, mobile: '9876543210' });
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(toast(page, 'Inquiry submitted successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');

    const stored = await apiGet<{ data: StoredDistributorInquiry }>(
      `/api/dev/distributor-inquiries/latest?email=${encodeURIComponent(email)}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Shah',
      mobileNumber: '9876543210',
      companyName: 'Shah Traders',
      state: 'Gujarat',
      city: 'Surat',
    });

    const toShop = await apiGet<{ data: Mail }>(`/api/dev/mail/latest?to=${SHOP_INBOX}`);
    expect(toShop.status).toBe(200);
    expect(toShop.body.data.subject).toContain('Ravi Shah');
    expect(toShop.body.data.text).toContain(email);
    const acknowledgement = await apiGet<{ data: Mail }>(`/api/dev/mail/latest?to=${encodeURIComponent(email)}`);
    expect(acknowledgement.body.data.text).toContain('within 24 hours');
  });

  test("the mobile rule refuses '5123456789' and accepts '+91 9876543210'", async ({ page }) => {
    await signInShopper(page);
    const email = unique('mobile');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/distributors')) posts += 1;
    });
    await page.goto('/distributorinquiryForm');
    await fillDistributorForm(page, { email, mobile: '5123456789' });
    const mobile = page.getByRole('textbox', { name: 'Mobile Number' });
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid mobile number', { exact: true }).first()).toBeVisible();
    expect(posts).toBe(0);

    await mobile.fill('+91 9876543210');
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(toast(page, 'Inquiry submitted successfully!')).toBeVisible();
    expect(posts).toBe(1);

    const stored = await apiGet<{ data: StoredDistributorInquiry }>(
      `/api/dev/distributor-inquiries/latest?email=${encodeURIComponent(email)}`,
    );
    expect(stored.body.data.mobileNumber).toBe('+91 9876543210');
  });
});

test.describe('wholesaler inquiry', () => {
  test('two product rows, one removed: the inquiry is stored with the row that stayed', async ({ page }) => {
    const email = unique('buyer');
    await page.goto('/wholesaler');
    const form = page.locator('[data-boundary="inquiries-mfe"] form');
    await form.getByRole('textbox', { name: 'Company Name' }).fill('Shah Traders');
    await form.getByRole('textbox', { name: 'Contact Person' }).fill('Ravi Shah');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await form.getByRole('textbox', { name: 'City' }).fill('Surat');
    await form.getByRole('textbox', { name: 'Postal Code' }).fill('395002');
    await expect(form.getByRole('combobox', { name: 'Order Type' })).toHaveValue('Bulk');

    const first = form.getByRole('combobox', { name: 'Product 1' });
    await expect(first).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Remove product 1' })).toBeDisabled();
    await first.selectOption({ index: 1 });
    await form.getByRole('spinbutton', { name: 'Quantity 1' }).fill('40');

    await form.getByRole('button', { name: 'Add Product' }).click();
    const second = form.getByRole('combobox', { name: 'Product 2' });
    await second.selectOption({ index: 2 });
    const kept = (await second.locator('option:checked').textContent()) ?? '';
    await form.getByRole('spinbutton', { name: 'Quantity 2' }).fill('120');

    await form.getByRole('button', { name: 'Remove product 1' }).click();
    await expect(form.getByRole('combobox', { name: 'Product 2' })).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Product 1' }).locator('option:checked')).toHaveText(kept);
    await expect(form.getByRole('spinbutton', { name: 'Quantity 1' })).toHaveValue('120');
    await expect(form.getByRole('button', { name: 'Remove product 1' })).toBeDisabled();

    await form.getByRole('checkbox', { name: /I confirm/ }).check();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(toast(page, "Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Company Name' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /I confirm/ })).not.toBeChecked();

    const stored = await apiGet<{ data: StoredWholesaleInquiry }>(`/api/dev/wholesale-inquiries/latest?email=${encodeURIComponent(email)}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ companyName: 'Shah Traders', contactPerson: 'Ravi Shah' });
    expect(stored.body.data.products).toEqual([{ productId: expect.any(String), productName: kept, quantity: 120 }]);

    const toShop = await apiGet<{ data: Mail }>(`/api/dev/mail/latest?to=${SHOP_INBOX}`);
    expect(toShop.body.data.subject).toBe('Wholesale inquiry from Ravi Shah (Shah Traders)');
    expect(toShop.body.data.text).toContain(`1. ${kept} × 120`);
  });

  test('a failed submission says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/v1/wholesale', (route) => route.abort('connectionrefused'));
    await page.goto('/wholesaler');
    const form = page.locator('[data-boundary="inquiries-mfe"] form');
    await form.getByRole('textbox', { name: 'Company Name' }).fill('Shah Traders');
    await form.getByRole('textbox', { name: 'Contact Person' }).fill('Ravi Shah');
    await form.getByRole('textbox', { name: 'Email' }).fill(unique('offline'));
    await form.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await form.getByRole('combobox', { name: 'Product 1' }).selectOption({ index: 1 });
    await form.getByRole('checkbox', { name: /I confirm/ }).check();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(toast(page, 'Failed to submit inquiry. Please try again.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Shah Traders');
  });
});
