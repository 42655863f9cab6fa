import type { ApiFailure, ApiSuccess, StaffBanner, StaffCategory, StaffCoupon } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannersPage, slideState } from './banners-page';
import { CategoriesPage } from './categories-page';
import { benefitWords, CouponsPage, couponState } from './coupons-page';

const CATEGORIES = '/api/admin/v1/categories';
const BANNERS = '/api/admin/v1/banners';
const COUPONS = '/api/admin/v1/coupons';

// The back office calls its page's own origin; here that origin is a real local server.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
  clearToasts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const reply = <T,>(data: T, message = 'ok'): ApiSuccess<T> => ({ success: true, message, data });
const posted = (method: string, path: string) => server.received.filter((req) => req.method === method && req.path === path);

const category = (overrides: Partial<StaffCategory>): StaffCategory => ({
  id: '3a0c6a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  categoryName: 'Dishwash',
  sortOrder: 0,
  isActive: true,
  version: 3,
  productCount: 7,
  createdAt: '2026-11-01T04:30:00.000Z',
  ...overrides,
});

describe('the categories page', () => {
  it('adds a category, and saves an edit with the version it was made on', async () => {
    const list = [category({})];
    server.route('GET', CATEGORIES, () => reply({ categories: list }));
    server.route('POST', CATEGORIES, () => reply({ category: category({ id: 'c-new', categoryName: 'Floor care' }) }, 'Category added'));
    server.route('PATCH', `${CATEGORIES}/${list[0]?.id}`, () => reply({ category: category({ version: 4 }) }, 'Category saved'));
    render(<CategoriesPage />);
    expect(within(await screen.findByRole('list', { name: 'Categories' })).getByText('7 products')).toBeTruthy();

    const add = screen.getByRole('form', { name: 'Add a category' });
    await userEvent.type(within(add).getByLabelText(/^Name/), 'Floor care');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(posted('POST', CATEGORIES)).toHaveLength(1));
    expect(JSON.parse(posted('POST', CATEGORIES)[0]?.body ?? '{}')).toEqual({ categoryName: 'Floor care', sortOrder: 0, isActive: true });

    // The list is read again after the save: the row is edited where it is shown now.
    await waitFor(() => expect(posted('GET', CATEGORIES)).toHaveLength(2));
    const edit = await within(await screen.findByRole('list', { name: 'Categories' })).findByRole('form', { name: 'Category Dishwash' });
    await userEvent.click(within(edit).getByLabelText('Shown in the shop'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Dishwash' }));
    await waitFor(() => expect(posted('PATCH', `${CATEGORIES}/${list[0]?.id}`)).toHaveLength(1));
    expect(JSON.parse(posted('PATCH', `${CATEGORIES}/${list[0]?.id}`)[0]?.body ?? '{}')).toEqual({
      categoryName: 'Dishwash',
      sortOrder: 0,
      isActive: false,
      version: 3,
    });
    expect($toasts.get().map((toast) => toast.message)).toEqual(expect.arrayContaining(['Category added', 'Category saved']));
  });

  it('checks the form before sending, and marks the name a refusal names', async () => {
    server.route('GET', CATEGORIES, () => reply({ categories: [] }));
    server.route('POST', CATEGORIES, (_req, res) =>
      sendJson(res, 409, {
        success: false,
        errorCode: 'NAME_TAKEN',
        message: 'Another category already has this name.',
      } satisfies ApiFailure),
    );
    render(<CategoriesPage />);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    const add = screen.getByRole('form', { name: 'Add a category' });
    const position = within(add).getByLabelText(/^Position/);
    await userEvent.clear(position);
    await userEvent.type(position, 'first');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Category' }));
    expect(await within(add).findByText('Enter a name of at least 2 characters.')).toBeTruthy();
    expect(within(add).getByText('Enter the position as a whole number, such as 0 or 3.')).toBeTruthy();
    expect(posted('POST', CATEGORIES)).toHaveLength(0);

    await userEvent.type(within(add).getByLabelText(/^Name/), 'Laundry');
    await userEvent.clear(position);
    await userEvent.type(position, '2');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Category' }));
    const name = within(add).getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(add).getByText('Another category already has this name.', { selector: 'p' })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Laundry');
  });
});

const banner = (overrides: Partial<StaffBanner>): StaffBanner => ({
  id: 'b1',
  url: '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp',
  title: 'Winter wash week',
  text: null,
  link: '/offers',
  sortOrder: 0,
  isActive: true,
  startsAt: null,
  endsAt: null,
  version: 1,
  createdAt: '2026-11-01T04:30:00.000Z',
  ...overrides,
});

describe('the slides page', () => {
  it('says in words whether each slide shows now', () => {
    const now = Date.parse('2026-11-27T06:00:00.000Z');
    expect(slideState(banner({ isActive: false }), now)).toBe('Switched off');
    expect(slideState(banner({ startsAt: '2026-12-01T00:00:00.000Z' }), now)).toMatch(/^Starts /);
    expect(slideState(banner({ endsAt: '2026-11-20T00:00:00.000Z' }), now)).toMatch(/^Ended /);
    expect(slideState(banner({}), now)).toBe('Shown');
  });

  it('refuses a slide without a picture, and saves an edit with its schedule as moments and the version it was made on', async () => {
    server.route('GET', BANNERS, () => reply({ banners: [banner({})] }));
    server.route('PATCH', `${BANNERS}/b1`, () => reply({ banner: banner({ version: 2 }) }, 'Slide saved'));
    render(<BannersPage />);
    const list = await screen.findByRole('list', { name: 'Slides' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a Slide' }));
    const add = screen.getByRole('form', { name: 'Add a slide' });
    await userEvent.click(within(add).getByRole('button', { name: 'Add Slide' }));
    expect(await within(add).findByText('Upload the slide’s picture.')).toBeTruthy();
    expect(posted('POST', BANNERS)).toHaveLength(0);
    await userEvent.click(within(add).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(list).getByRole('button', { name: 'Edit Winter wash week' }));
    const edit = within(list).getByRole('form', { name: 'Edit the slide Winter wash week' });
    expect(within(edit).getByRole('img', { name: 'Slide preview' }).getAttribute('src')).toBe(banner({}).url);
    await userEvent.type(within(edit).getByLabelText(/^Shown from/), '2026-12-01T09:30');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Slide' }));
    await waitFor(() => expect(posted('PATCH', `${BANNERS}/b1`)).toHaveLength(1));
    const sent = JSON.parse(posted('PATCH', `${BANNERS}/b1`)[0]?.body ?? '{}');
    expect(sent).toMatchObject({ title: 'Winter wash week', link: '/offers', endsAt: null, version: 1 });
    expect(new Date(sent.startsAt).getTime()).toBe(new Date('2026-12-01T09:30').getTime());
  });
});

const coupon = (overrides: Partial<StaffCoupon>): StaffCoupon => ({
  id: 'k1',
  offerName: 'Winter wash week',
  couponCode: 'WINTER15',
  userType: 'all',
  kind: 'percent',
  percentOff: 15,
  maxDiscount: 150,
  flatAmount: null,
  freeProductId: null,
  freeProductName: null,
  freeQuantity: 1,
  minCartValue: 0,
  usageLimit: 200,
  usedCount: 12,
  usesPerShopper: null,
  highlights: [],
  termsAndConditions: [],
  isActive: true,
  startsAt: null,
  expiresAt: null,
  version: 2,
  createdAt: '2026-11-01T04:30:00.000Z',
  ...overrides,
});

describe('the coupons page', () => {
  it('says what each coupon gives and whether the cart takes it now', () => {
    expect(benefitWords(coupon({}))).toBe('15% off, at most ₹150.00');
    expect(benefitWords(coupon({ kind: 'flat', flatAmount: 40 }))).toBe('₹40.00 off');
    expect(benefitWords(coupon({ kind: 'free-product', freeProductName: 'Neem soap', freeQuantity: 2 }))).toBe('2 × Neem soap free');
    expect(couponState(coupon({ usedCount: 200 }))).toBe('All uses taken');
    expect(couponState(coupon({ isActive: false }))).toBe('Switched off');
    expect(couponState(coupon({ startsAt: '2026-12-01T04:30:00.000Z' }), Date.parse('2026-11-27T00:00:00Z'))).toMatch(/^Starts /);
  });

  it('checks the uses per shopper and that the coupon ends after it starts before sending, then sends both with the version', async () => {
    server.route('GET', COUPONS, () => reply({ coupons: [coupon({ usesPerShopper: 2 })] }));
    server.route('GET', '/api/admin/v1/product-names', () => reply({ products: [] }));
    server.route('PATCH', `${COUPONS}/k1`, () => reply({ coupon: coupon({ version: 3 }) }, 'Coupon saved'));
    render(<CouponsPage />);
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(list).getByText(/used 12 of 200 · 2 times per shopper/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit WINTER15' }));
    const form = within(list).getByRole('form', { name: 'Edit the coupon WINTER15' });
    const perShopper = within(form).getByLabelText(/^Uses per shopper/);
    expect((perShopper as HTMLInputElement).value).toBe('2');
    await userEvent.clear(perShopper);
    await userEvent.type(perShopper, '0');
    await userEvent.type(within(form).getByLabelText(/^Valid from/), '2026-12-10T09:30');
    await userEvent.type(within(form).getByLabelText(/^Valid until/), '2026-12-01T09:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coupon' }));
    expect(await within(form).findByText('Allow each shopper at least 1 use.')).toBeTruthy();
    expect(await within(form).findByText('End the coupon after it starts.')).toBeTruthy();
    expect(posted('PATCH', `${COUPONS}/k1`)).toHaveLength(0);

    await userEvent.clear(perShopper);
    await userEvent.type(perShopper, '1');
    await userEvent.clear(within(form).getByLabelText(/^Valid until/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coupon' }));
    await waitFor(() => expect(posted('PATCH', `${COUPONS}/k1`)).toHaveLength(1));
    const sent = JSON.parse(posted('PATCH', `${COUPONS}/k1`)[0]?.body ?? '{}');
    expect(sent).toMatchObject({ usesPerShopper: 1, expiresAt: null, version: 2 });
    expect(new Date(sent.startsAt).getTime()).toBe(new Date('2026-12-10T09:30').getTime());
  });

  it('asks for what the chosen kind needs, and sends the whole coupon with its version', async () => {
    server.route('GET', COUPONS, () => reply({ coupons: [coupon({})] }));
    server.route('GET', '/api/admin/v1/product-names', () => reply({ products: [] }));
    server.route('PATCH', `${COUPONS}/k1`, () => reply({ coupon: coupon({ version: 3 }) }, 'Coupon saved'));
    render(<CouponsPage />);
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(list).getByText(/used 12 of 200/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit WINTER15' }));
    const form = within(list).getByRole('form', { name: 'Edit the coupon WINTER15' });
    await userEvent.selectOptions(within(form).getByLabelText(/^What it gives/), 'flat');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coupon' }));
    expect(await within(form).findByText('Enter the amount off.')).toBeTruthy();
    expect(posted('PATCH', `${COUPONS}/k1`)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Amount off/), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coupon' }));
    await waitFor(() => expect(posted('PATCH', `${COUPONS}/k1`)).toHaveLength(1));
    expect(JSON.parse(posted('PATCH', `${COUPONS}/k1`)[0]?.body ?? '{}')).toMatchObject({
      couponCode: 'WINTER15',
      kind: 'flat',
      flatAmount: 40,
      usageLimit: 200,
      version: 2,
    });
  });
});
