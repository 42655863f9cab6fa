// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceTag } from './price-tag';

afterEach(cleanup);

const taxes = { cgst: '9', sgst: '9', igst: null, otherCharges: null, otherChargesType: null };

describe('PriceTag', () => {
  it('shows the discounted price, the struck original, the percent off and what the cart adds', () => {
    const { container } = render(<PriceTag price={200} discountedAmount={150} taxes={taxes} />);
    expect(container.textContent).toBe('Price ₹150.00Original price ₹200.0025% off+ 18% GST');
    expect(container.querySelector('del')?.textContent).toBe('Original price ₹200.00');
    expect(screen.getByTestId('percent-off').textContent).toBe('25% off');
  });

  it('shows the list price alone when there is no discount', () => {
    const { container } = render(<PriceTag price={200} discountedAmount={200} taxes={taxes} />);
    expect(container.textContent).toBe('₹200.00+ 18% GST');
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByTestId('percent-off')).toBeNull();
  });

  it('leads the product page with a large price and a capitalised badge', () => {
    render(<PriceTag size="large" price={200} discountedAmount={150} taxes={taxes} />);
    expect(screen.getByText('₹150.00').className).toContain('text-3xl');
    expect(screen.getByTestId('percent-off').textContent).toBe('25% OFF');
  });
});
