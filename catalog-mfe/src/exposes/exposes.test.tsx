import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AboutPage from './about-page';
import PrivacyPolicyPage from './privacy-policy-page';
import ReturnExchangePage from './return-exchange-page';
import SearchOverlay from './search-overlay';
import ShippingPolicyPage from './shipping-policy-page';
import TermsPage from './terms-page';

describe('exposed modules', () => {
  it.each([
    ['about-page', AboutPage],
    ['terms-page', TermsPage],
    ['shipping-policy-page', ShippingPolicyPage],
    ['return-exchange-page', ReturnExchangePage],
    ['privacy-policy-page', PrivacyPolicyPage],
  ])('%s renders inside the catalogue boundary', (_name, Page) => {
    const { container } = render(<Page params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
  });

  it('search-overlay renders inside the catalogue boundary', () => {
    const { container } = render(<SearchOverlay onClose={vi.fn()} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
  });
});
