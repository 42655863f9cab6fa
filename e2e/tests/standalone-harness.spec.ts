import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

// A remote team works on its remote alone: its dev server renders its pages in a small harness, without the shell.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const harnesses = [
  { remote: 'catalog-mfe', port: 3111, path: '/shippingpolicy', heading: 'Shipping Policy' },
  { remote: 'inquiries-mfe', port: 3114, path: '/contact', heading: 'Contact Us' },
] as const;
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const harness of harnesses) {
    const rspack = path.join(repoRoot, harness.remote, 'node_modules/.bin/rspack');
    servers.push(spawn(rspack, ['serve', '--port', String(harness.port)], { cwd: path.join(repoRoot, harness.remote), stdio: 'ignore' }));
  }
  for (const harness of harnesses) {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${harness.port}/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
  }
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
});

for (const harness of harnesses) {
  test(`${harness.remote} runs alone in its harness, styled`, async ({ page }) => {
    await page.goto(`http://localhost:${harness.port}${harness.path}`);
    await expect(page.getByText(`${harness.remote} (standalone)`)).toBeVisible();
    await expect(page.locator(`[data-boundary="${harness.remote}"]`)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: harness.heading });
    await expect(heading).toBeVisible();
    // The section's prefixed utilities apply on top of the harness's base styles.
    expect(Number.parseFloat(await heading.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThan(24);
  });
}

test("a remote's harness shows toasts the page raises through the shared store", async ({ page }) => {
  await page.goto('http://localhost:3114/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[aria-live]').getByText('Please fill out all fields.')).toBeVisible();
});
