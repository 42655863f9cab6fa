import { company } from '@shop/shared/company';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { ReturnExchangePage } from './return-exchange-page';
import { ShippingPolicyPage } from './shipping-policy-page';
import { TermsPage } from './terms-page';

const text = () => document.body.textContent ?? '';

describe('policy pages', () => {
  it('terms: accepts only INR and gives refunds as store credit or coupon codes', () => {
    render(<TermsPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(text()).toContain('We accept only Indian rupees (INR).');
    expect(text()).toContain('store credit or as coupon codes');
  });

  it('shipping: dispatch within 2 business days, 2 to 7 days in India, 5 to 10 days abroad', () => {
    render(<ShippingPolicyPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeTruthy();
    expect(text()).toContain('within 2 business days');
    expect(text()).toContain('Within India: 2 to 7 days');
    expect(text()).toContain('International: 5 to 10 days');
  });

  it('returns: within 7 days of purchase with proof and images, refunded to the original payment method', () => {
    render(<ReturnExchangePage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Return & Exchange Policy' })).toBeTruthy();
    expect(text()).toContain('within 7 days of purchase');
    expect(text()).toContain('Proof of purchase is required');
    expect(text()).toContain('Images of the damaged products are required');
    expect(text()).toContain('refunds are made to the original payment method');
  });

  it('privacy: covers children under 13', () => {
    render(<PrivacyPolicyPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Children’s privacy/ })).toBeTruthy();
    expect(text()).toContain('children under 13');
  });

  it.each([
    ['terms', TermsPage],
    ['shipping', ShippingPolicyPage],
    ['returns', ReturnExchangePage],
    ['privacy', PrivacyPolicyPage],
  ])('%s: is dated, lists its sections and says whom to ask', (_name, Page) => {
    render(<Page params={{}} />);
    expect(text()).toMatch(/Last updated: \d{1,2} \w+ \d{4}/);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const anchors = within(contents).getAllByRole('link');
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    const contact = screen.getByRole('complementary', { name: 'Questions about this policy?' });
    expect(within(contact).getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(contact.textContent).toContain('within 24 hours');
  });
});
