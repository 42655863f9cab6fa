import type { Product } from '@shop/shared/contracts';
import { type FragmentHost, FragmentHostContext } from '@shop/shared/fragments';
import { makeProduct } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const cardProduct = (overrides: Partial<Product> = {}): Product =>
  makeProduct({ productImages: ['/api/media/products/powder.svg'], price: 200, ...overrides });

describe('product card', () => {
  it.each([
    [4.0, 'green'],
    [3.9, 'yellow'],
    [3.0, 'yellow'],
    [2.9, 'red'],
  ])('colours a %s rating %s and shows it with a star', (avgRating, tone) => {
    render(<ProductCard product={cardProduct({ avgRating })} />);
    const badge = screen.getByText(`Rated ${avgRating.toFixed(1)} out of 5`).parentElement as HTMLElement;
    expect(badge.dataset.tone).toBe(tone);
    expect(badge.querySelector('svg')).toBeTruthy();
  });

  it('shows the price paid, the crossed-out original and the percent off when discounted', () => {
    const { container } = render(<ProductCard product={cardProduct({ price: 200, discountedAmount: 150 })} />);
    expect(screen.getByText('₹150.00')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('Original price ₹200.00');
    expect(screen.getByText('25% off')).toBeTruthy();
  });

  it.each([null, 0, 200])('shows only the price when the discounted amount is %s', (discountedAmount) => {
    const { container } = render(<ProductCard product={cardProduct({ price: 200, discountedAmount })} />);
    expect(screen.getByText('₹200.00')).toBeTruthy();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('says the GST the cart adds to the price shown', () => {
    render(<ProductCard product={cardProduct({ cgst: 9, sgst: 9, igst: 0 })} />);
    expect(screen.getByText('+ 18% GST')).toBeTruthy();
  });

  it('links the image and the name to the product page', () => {
    const { container } = render(<ProductCard product={cardProduct({ _id: 'abc' })} />);
    expect(screen.getByRole('link', { name: 'Ujjwal Detergent Powder 1 kg' }).getAttribute('href')).toBe('/product/abc');
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.closest('a')?.getAttribute('href')).toBe('/product/abc');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('400');
  });

  it('shows a plain weight, or the first of several weight options', () => {
    const { rerender } = render(<ProductCard product={cardProduct({ weight: 500 })} />);
    expect(screen.getByText('Weight : 500')).toBeTruthy();
    rerender(
      <ProductCard
        product={cardProduct({
          weight: [
            { weight: 750, price: 120 },
            { weight: 1500, price: 220 },
          ],
        })}
      />,
    );
    expect(screen.getByText('Weight : 750')).toBeTruthy();
  });

  it("says 'No ratings yet' instead of an average when nobody has rated the product", () => {
    render(<ProductCard product={cardProduct({ avgRating: 0, ratingCount: 0 })} />);
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByText(/Rated .* out of 5/)).toBeNull();
  });

  it('writes the weight in the product’s unit', () => {
    const { rerender } = render(<ProductCard product={cardProduct({ weight: 5000, weightUnit: 'ml' })} />);
    expect(screen.getByText('Weight : 5 L')).toBeTruthy();
    rerender(<ProductCard product={cardProduct({ weight: [{ weight: 500, price: 75 }], weightUnit: 'g' })} />);
    expect(screen.getByText('Weight : 500 g')).toBeTruthy();
  });

  it('leaves its heart and cart controls to the sections that own them, giving each the product', () => {
    const asked: Array<[string, unknown]> = [];
    const host: FragmentHost = (name, props) => {
      asked.push([name, props]);
      return <span>{name} fragment</span>;
    };
    const product = cardProduct({ _id: 'abc' });
    render(
      <FragmentHostContext.Provider value={host}>
        <ProductCard product={product} />
      </FragmentHostContext.Provider>,
    );
    expect(screen.getByText('wishlist-toggle fragment')).toBeTruthy();
    expect(screen.getByText('add-to-cart fragment')).toBeTruthy();
    expect(asked.map(([name, props]) => [name, (props as { product: Product }).product._id])).toEqual([
      ['wishlist-toggle', 'abc'],
      ['add-to-cart', 'abc'],
    ]);
  });

  it('leads to the product page while no section can show the cart controls', () => {
    render(<ProductCard product={cardProduct({ _id: 'abc' })} />);
    expect(screen.getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe('/product/abc');
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });
});
