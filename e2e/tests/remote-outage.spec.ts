import { ensureRemotesUp, expect, restartRemote, stopRemote, test } from '../fixtures';

// Whatever a test did, the next one starts with every remote up.
test.afterEach(() => ensureRemotesUp());

const boundary = (remote: string) => `[data-boundary="${remote}-mfe"]`;

// Each remote with pages: one of its routes, and a footer link to a route owned by another remote.
const withPages: { remote: string; route: string; other: string; otherLink: string }[] = [
  { remote: 'catalog', route: '/about', other: 'inquiries', otherLink: 'Contact Us' },
  { remote: 'inquiries', route: '/contact', other: 'catalog', otherLink: 'About Us' },
];

for (const { remote, route, other, otherLink } of withPages) {
  test(`with ${remote} down its routes show the unavailable panel, others work, and Retry recovers`, async ({ page }) => {
    await stopRemote(remote);
    await page.goto(route);
    const panel = page.getByTestId('section-unavailable');
    await expect(panel).toContainText('This section is unavailable');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    await page.locator('footer').getByRole('link', { name: otherLink, exact: true }).click();
    await expect(page.locator(boundary(other))).toBeVisible();
    await expect(panel).toBeHidden();

    await page.goBack();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toBeVisible();

    await restartRemote(remote);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(boundary(remote))).toBeVisible();
    await expect(panel).toBeHidden();
  });
}

for (const remote of ['account', 'checkout'] as const) {
  test(`with ${remote} down the rest of the site keeps working`, async ({ page }) => {
    await stopRemote(remote);
    await page.goto('/about');
    await expect(page.locator(boundary('catalog'))).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page.locator(boundary('inquiries'))).toBeVisible();
  });
}
