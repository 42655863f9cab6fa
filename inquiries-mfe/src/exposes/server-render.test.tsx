// @vitest-environment node
// The rendering server renders the public pages in Node, where there is no window, document or
// storage: they must render there with their data as in the browser.
import { productPageReplySchema } from '@shop/shared/contracts';
import { answer, makeProduct } from '@shop/shared/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactPage from './contact-page';
import WholesalerPage, { loader as loadWholesaler } from './wholesaler-page';

describe('pages rendered on the server', () => {
  it('contact: the ways to reach the company and the form', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ContactPage params={{}} />);
    expect(html).toContain('Contact Us</h1>');
    expect(html).toContain('Send us a message');
  });

  it('wholesaler: the form with the products its loader listed', async () => {
    const cleaner = makeProduct({ _id: 'p1', productName: 'Ujjwal Floor Cleaner 1 L' });
    const calls = answer('GET', 'product', productPageReplySchema, { success: true, data: [cleaner], total: 1, page: 0, limit: 1000 });
    const { data } = await loadWholesaler();
    const html = renderToString(<WholesalerPage params={{}} data={data} />);
    expect(calls.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{ p: '0', l: '1000' }]);
    expect(html).toContain('Wholesale Inquiry</h1>');
    expect(html).toContain('Ujjwal Floor Cleaner 1 L</option>');
  });
});
