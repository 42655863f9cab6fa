// @vitest-environment node
// The rendering server renders the public pages in Node, where there is no window, document or
// storage: they must render there with their data as in the browser.
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  request: client.request,
}));

import ContactPage from './contact-page';
import WholesalerPage, { loader as loadWholesaler } from './wholesaler-page';

beforeEach(() => {
  client.request.mockReset().mockResolvedValue({ success: true, data: [{ _id: 'p1', productName: 'Ujjwal Floor Cleaner 1 L' }] });
});

describe('pages rendered on the server', () => {
  it('contact: the ways to reach the company and the form', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ContactPage params={{}} />);
    expect(html).toContain('Contact Us</h1>');
    expect(html).toContain('Send us a message');
  });

  it('wholesaler: the form with the products its loader listed', async () => {
    const { data } = await loadWholesaler();
    const html = renderToString(<WholesalerPage params={{}} data={data} />);
    expect(client.request).toHaveBeenCalledWith('GET', 'product', { p: 0, l: 1000 });
    expect(html).toContain('Wholesale Inquiry</h1>');
    expect(html).toContain('Ujjwal Floor Cleaner 1 L</option>');
  });
});
