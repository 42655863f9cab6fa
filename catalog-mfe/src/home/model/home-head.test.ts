// @vitest-environment node
// The head as the server renders it, structured data included.
import { company } from '@shop/shared/company';
import { describe, expect, it } from 'vitest';
import { homeHead } from './home-head';

const context = { params: {}, url: new URL('https://shop.test/'), origin: 'https://shop.test' };
const data = { banners: [{ _id: 'b1', url: '/api/media/banners/b1.svg', isActive: true }], highlights: { newArrived: [], topBuyers: [] } };

describe('home head', () => {
  it('describes the shop and previews it with the first banner, as an absolute address', () => {
    const head = homeHead(data, context);
    expect(head.title).toBe('Home');
    expect(head.description).toContain('Ujjwal Home Care');
    expect(head.image).toBe('https://shop.test/api/media/banners/b1.svg');
  });

  it('names the company as an Organization with its address and how to reach it', () => {
    const [organization] = homeHead({ ...data, banners: [] }, context).jsonLd ?? [];
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: 'https://shop.test/',
      email: company.email,
      telephone: company.phone,
      address: { '@type': 'PostalAddress', addressRegion: 'Gujarat', addressCountry: 'IN' },
    });
    expect(homeHead({ ...data, banners: [] }, context).image).toBeUndefined();
  });
});
