import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { backofficeUrl } from '../ports';
import { newShopper, signUpVerified, signUpWithAddress, XHR } from '../support/accounts';
import { contrastCheck, widths } from '../support/axe';
import { addToCart, fillWidestCart } from '../support/cart';
import { sweepRoutes } from '../support/route-sweep';
import { firstProduct, guestOnlyRoutes, openSettled, publicRoutes, signedInRoutes, textPages } from '../support/routes';

// Every route of the shop, signed out and signed in, at a laptop's and a phone's width: axe finds no
// serious or critical problem, nothing reaches the console (React's hydration warnings included: each
// page is rendered on the server and hydrated), and on the phone the document fits every width from
// 320 to 414 px. Each route is loaded once per width, the two widths side by side in browser contexts
// of their own; the findings of all routes are collected before the test fails, so one run lists
// everything to fix.

type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The findings of every route at each width, scanned at once in a context per width. */
async function findingsAtEachWidth(
  browser: Browser,
  routes: readonly string[],
  storageState?: SavedState,
  baseURL?: string,
  expectedFailures: RegExp[] = [],
): Promise<string> {
  const reports = await Promise.all(
    widths.map(async ({ width, height }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        ...(storageState ? { storageState } : {}),
        ...(baseURL ? { baseURL } : {}),
      });
      try {
        const findings = await sweepRoutes(await context.newPage(), routes, { phone: width < 500, expectedFailures });
        return findings ? `at ${width} px:\n${findings}` : '';
      } finally {
        await context.close();
      }
    }),
  );
  return reports.filter(Boolean).join('\n');
}

test('every page a guest can open is clean at 1280 and 375 px: no serious axe finding, nothing in the console, no page wider than a phone', async ({
  browser,
  page,
}) => {
  test.setTimeout(480_000);
  const routes = [...publicRoutes, (await firstProduct(page)).path, ...guestOnlyRoutes];
  expect(await findingsAtEachWidth(browser, routes), 'problems by route').toBe('');
});

test('every page a signed-in shopper opens, with the widest cart and an address, is clean at 1280 and 375 px', async ({
  browser,
  page,
}) => {
  test.setTimeout(480_000);
  await signUpWithAddress(page.request);
  await fillWidestCart(page.request);
  const product = await firstProduct(page);
  // The pages of fixed text differ from a guest's only in the header, which every page here shows signed in.
  const routes = [...publicRoutes.filter((route) => !textPages.includes(route)), product.path, ...signedInRoutes];
  expect(await findingsAtEachWidth(browser, routes, await page.context().storageState()), 'problems by route').toBe('');
});

test('every back-office page is clean at 1280 and 375 px, signed out and as the owner', async ({ browser, page }) => {
  test.setTimeout(480_000);
  // An order to open: a shopper's cash-on-delivery order.
  const addressId = await signUpWithAddress(page.request);
  const product = await firstProduct(page);
  expect((await addToCart(page.request, product._id, 1)).status()).toBe(201);
  const placed = await page.request.post('/api/v1/order', {
    headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
    data: { addressId, couponCode: null, paymentType: 'cod', freeProductStockIgnore: false },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { notes: { orderId: string } } }).data.notes.orderId;

  // Signed out, the back office asks the API who is signed in and is told nobody (a 401): that is how it knows to show the sign-in form.
  const signedOutCheck = /\/api\/admin\/v1\/me$/;
  expect(
    await findingsAtEachWidth(browser, ['/', '/accept-invite?token=a-made-up-invitation-token'], undefined, backofficeUrl, [
      signedOutCheck,
    ]),
  ).toBe('');
  const staff = await browser.newContext({ baseURL: backofficeUrl });
  const signedIn = await staff.request.post('/api/admin/v1/auth/login', {
    headers: { ...XHR, Origin: backofficeUrl },
    data: { email: 'owner@example.in', password: 'Staff@123' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const routes = [
    '/',
    '/dashboard',
    `/orders/${orderId}`,
    '/pick-list',
    '/inquiries',
    '/mails',
    '/stock',
    `/stock/${product._id}`,
    '/products',
    `/products/${product._id}`,
    '/categories',
    '/banners',
    '/coupons',
    '/ratings',
    '/deletion-requests',
    '/staff',
    '/audit',
  ];
  expect(await findingsAtEachWidth(browser, routes, await staff.storageState(), backofficeUrl), 'problems by route').toBe('');
  await staff.close();
});

test('the badges and the price tags are measured and have enough contrast: shop, product page and cart', async ({ page }) => {
  await signUpVerified(page.request, newShopper('Nisha Rao', 'contrast'));
  const product = await firstProduct(page);
  const added = await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product._id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  // What each page must show, and axe must have measured: the cart count badge, a price, a percent-off badge, a struck price.
  const expected: Record<string, RegExp[]> = {
    '/shop': [/data-testid="cart-badge"/, /₹/, /% off/, /<del/],
    [product.path]: [/₹/],
    '/cart': [/₹/],
  };
  for (const [path, shown] of Object.entries(expected)) {
    await openSettled(page, path);
    const { passed, failed } = await contrastCheck(page);
    expect(failed, `contrast failures on ${path}`).toEqual([]);
    for (const pattern of shown)
      expect(
        passed.some((html) => pattern.test(html)),
        `${pattern} measured on ${path}`,
      ).toBe(true);
  }
});
