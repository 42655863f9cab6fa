import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInToBackOffice } from '../support/staff';

// The warehouse keeps stock in the back office as movements; what it books is on the shop's pages
// within seconds (every API process drops its cached replies on the database's change notice).

/** A product in stock that no other journey orders: the last such on the catalogue's first page. */
async function quietProduct(request: APIRequestContext): Promise<{ _id: string; productName: string }> {
  const reply = await request.get('/api/v1/product?p=0&l=50');
  const products = ((await reply.json()) as { data: Array<{ _id: string; productName: string; isOutOfStock: boolean }> }).data;
  const product = products.filter((candidate) => !candidate.isOutOfStock).at(-1);
  if (!product) throw new Error('the seeded catalogue has no product');
  return product;
}

test('the warehouse writes a product’s whole stock off in the back office, and its page says Out of Stock within 15 s, then books it back', async ({
  browser,
  page,
}) => {
  const product = await quietProduct(page.request);
  const warehouse = await signInToBackOffice(browser, 'warehouse@example.in');
  await warehouse.getByRole('link', { name: 'Stock', exact: true }).click();
  await warehouse.getByLabel('Product name').fill(product.productName);
  await warehouse.getByRole('button', { name: 'Search' }).click();
  await warehouse.getByRole('link', { name: `Stock of ${product.productName}` }).click();
  await expect(warehouse.getByRole('heading', { name: product.productName })).toBeVisible();
  const shown = warehouse.getByText(/ in stock · low at /);
  const stock = Number.parseInt((await shown.textContent()) ?? '', 10);
  expect(stock).toBeGreaterThan(0);

  /** Books a change from the product's stock page, as the warehouse does. */
  const book = async (units: number, reason: string, note: string) => {
    await warehouse.getByLabel(/^Units/).fill(String(units));
    await warehouse.getByLabel(/^Reason/).selectOption({ label: reason });
    await warehouse.getByLabel(/^Note/).fill(note);
    await warehouse.getByRole('button', { name: 'Save Change' }).click();
  };
  await book(-stock, 'Damaged', 'Water got into the pallet');
  await expect(shown).toHaveText(/^0 in stock/);
  await expect(warehouse.getByRole('region', { name: 'Stock movements' }).getByText('Water got into the pallet')).toBeVisible();

  const started = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto(`/product/${product._id}`);
        return page.getByRole('button', { name: 'Out of Stock' }).count();
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  console.log(`Out of Stock shown ${Date.now() - started} ms after the write-off was booked`);

  // The units come back, so the rest of the run finds the product as it was.
  await book(stock, 'Received', 'Found on the second shelf');
  await expect(shown).toHaveText(new RegExp(`^${stock} in stock`));
  await warehouse.context().close();
});
