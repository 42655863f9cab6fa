import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { placeCashOrder } from '../support/orders';
import { signInToBackOffice } from '../support/staff';

// The owner lands on the dashboard; its figures come from the orders as they stand, so an order
// placed now shows on the next reading, and each card opens the page that acts on it.

/** The number a card shows first after its title: the count of orders placed and waiting, or of today's orders. */
async function figures(owner: Page) {
  const placed = owner.getByRole('link', { name: /^Order placed/ });
  const today = owner.getByRole('link', { name: /^Today, / });
  await expect(placed).toBeVisible();
  const waiting = Number(/Order placed\s*(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
  const orders = Number(/(\d+) orders?$/.exec((await today.textContent()) ?? '')?.[1]);
  return { waiting, orders };
}

test('the owner lands on the dashboard, whose figures count an order placed since, and opens the waiting orders from it', async ({
  browser,
  page,
}) => {
  const owner = await signInToBackOffice(browser, 'owner@example.in');
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const before = await figures(owner);
  expect(Number.isInteger(before.waiting) && Number.isInteger(before.orders)).toBe(true);

  await placeCashOrder(page.request);
  await expect
    .poll(
      async () => {
        await owner.reload();
        const now = await figures(owner);
        return now.waiting > before.waiting && now.orders > before.orders;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);

  await owner.getByRole('link', { name: /^Order placed/ }).click();
  await expect(owner).toHaveURL(/\/\?status=placed$/);
  await expect(owner.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await owner.context().close();
});
