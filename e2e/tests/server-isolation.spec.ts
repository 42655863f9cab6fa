import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { shopUrl } from '../ports';
import { newShopper, signUpVerified, XHR } from '../support/accounts';

// The rendering server shares its modules (stores included) between every request. Two shoppers'
// page views, sent together and interleaved, must each get their own page and nothing of the other's.

interface ListedProduct {
  _id: string;
  productName: string;
  productCategory?: { _id?: string };
}

async function listed(request: APIRequestContext, query = ''): Promise<ListedProduct[]> {
  const reply = await request.get(`/api/v1/product?p=0&l=1000${query}`);
  return ((await reply.json()) as { data: ListedProduct[] }).data;
}

test("two shoppers' pages rendered at the same time hold only their own address's data and nothing of either shopper", async ({
  playwright,
}) => {
  const asha = await playwright.request.newContext({ baseURL: shopUrl });
  const rohan = await playwright.request.newContext({ baseURL: shopUrl });
  const ashaShopper = await signUpVerified(asha, newShopper('Asha Patel', 'isolation-a'));
  const rohanShopper = await signUpVerified(rohan, newShopper('Rohan Verma', 'isolation-b'));

  const all = await listed(asha);
  const categories = [...new Set(all.map((item) => item.productCategory?._id).filter(Boolean))] as string[];
  const [ashaCategory, rohanCategory] = categories;
  if (!ashaCategory || !rohanCategory) throw new Error('the seed has two categories');
  const ashaProducts = await listed(asha, `&c=${ashaCategory}`);
  const rohanProducts = await listed(rohan, `&c=${rohanCategory}`);
  // Each shopper's cart holds a product of the other's category, so a leaked cart would show.
  for (const [context, product] of [
    [asha, rohanProducts[0]],
    [rohan, ashaProducts[0]],
  ] as const) {
    const added = await context.post('/api/v1/cart', { headers: XHR, data: { productId: product?._id, quantity: 1 } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }

  const views = Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? { who: ashaShopper, other: rohanShopper, context: asha, category: ashaCategory, mine: ashaProducts, theirs: rohanProducts }
      : { who: rohanShopper, other: ashaShopper, context: rohan, category: rohanCategory, mine: rohanProducts, theirs: ashaProducts },
  );
  const pages = await Promise.all(
    views.map(async (view) => ({ view, html: await (await view.context.get(`/shop?c=${view.category}`)).text() })),
  );

  for (const { view, html } of pages) {
    expect(html).toContain(`<link rel="canonical" href="${shopUrl}/shop?c=${view.category}">`);
    for (const product of view.mine) expect(html).toContain(product.productName.replace(/&/g, '&amp;'));
    for (const product of view.theirs) {
      expect(html).not.toContain(`>${product.productName.replace(/&/g, '&amp;')}<`);
      expect(html).not.toContain(`"productName":${JSON.stringify(product.productName)}`);
    }
    for (const shopper of [view.who, view.other]) {
      expect(html).not.toContain(shopper.email);
      expect(html).not.toContain(shopper.fullName);
    }
  }
  await asha.dispose();
  await rohan.dispose();
});

test('kept pages go to guests only: a signed-in shopper’s page is rendered for them and never kept, with the page cache on', async ({
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL: shopUrl });
  const meera = await playwright.request.newContext({ baseURL: shopUrl });
  const meeraShopper = await signUpVerified(meera, newShopper('Meera Iyer', 'isolation-cache'));

  // The cache is on: a guest's second view of a page is the kept one.
  await guest.get('/shop');
  const kept = await guest.get('/shop');
  expect(kept.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(kept.headers()['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
  expect(kept.headers()['set-cookie']).toBeUndefined();

  const views = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const context = i % 2 === 0 ? guest : meera;
      const reply = await context.get('/shop');
      return { signedIn: context === meera, headers: reply.headers(), html: await reply.text() };
    }),
  );
  for (const view of views) {
    expect(view.html).not.toContain(meeraShopper.email);
    expect(view.html).not.toContain(meeraShopper.fullName);
    if (view.signedIn) {
      expect(view.headers['x-page-cache']).toBeUndefined();
      expect(view.headers['cache-control']).toBe('no-cache');
    } else {
      expect(view.headers['x-page-cache']).toBeDefined();
    }
  }
  await guest.dispose();
  await meera.dispose();
});
