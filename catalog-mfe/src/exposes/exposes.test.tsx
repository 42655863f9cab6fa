import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as aboutPage from './about-page';
import * as privacyPolicyPage from './privacy-policy-page';
import * as returnExchangePage from './return-exchange-page';
import SearchOverlay from './search-overlay';
import * as shippingPolicyPage from './shipping-policy-page';
import * as termsPage from './terms-page';

describe('exposed modules', () => {
  it.each([
    ['about-page', aboutPage, 'About Us'],
    ['terms-page', termsPage, 'Terms & Conditions'],
    ['shipping-policy-page', shippingPolicyPage, 'Shipping Policy'],
    ['return-exchange-page', returnExchangePage, 'Return & Exchange Policy'],
    ['privacy-policy-page', privacyPolicyPage, 'Privacy Policy'],
  ])('%s renders inside the catalogue boundary, with a head of its title and a description', (_name, page, title) => {
    const { container } = render(<page.default params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
    const head = page.head();
    expect(head.title).toBe(title);
    expect(head.description?.length).toBeGreaterThan(50);
  });

  it('search-overlay renders inside the catalogue boundary', () => {
    const { container } = render(<SearchOverlay onClose={vi.fn()} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
  });
});
