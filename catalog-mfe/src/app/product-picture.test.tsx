import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture';

describe('ProductPicture', () => {
  it('offers an uploaded photo as AVIF and WebP at each width drawn, for the browser to pick the smallest that fills', () => {
    const { container } = render(
      <ProductPicture address="/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp" sizes="50vw" alt="Gel" />,
    );
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-1024\.avif 1024w$/);
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1024\.webp 1024w$/);
    expect(image?.getAttribute('sizes')).toBe('50vw');
    expect(image?.getAttribute('alt')).toBe('Gel');
  });

  it('shows a seeded drawing as its one file', () => {
    const { container } = render(<ProductPicture address="/api/media/products/gel.svg" sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/media\/products\/gel\.svg$/);
  });
});
