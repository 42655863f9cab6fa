// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

describe('Picture', () => {
  afterEach(cleanup);

  it('offers an uploaded photo as AVIF and WebP at each width drawn, for the browser to pick the smallest that fills', () => {
    const { container } = render(
      <Picture address="/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp" sizes="50vw" alt="Gel" />,
    );
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toMatch(/-320\.avif 320w, .*-640\.avif 640w, .*-1024\.avif 1024w$/);
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1024\.webp 1024w$/);
    expect(image?.getAttribute('sizes')).toBe('50vw');
    expect(image?.getAttribute('alt')).toBe('Gel');
  });

  it('offers a seeded drawing as WebP at each width, never as its SVG', () => {
    const { container } = render(<Picture address="/api/media/products/gel.svg" sizes="50vw" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/api\/media\/drawn\/products\/gel-640\.webp$/);
    expect(image?.getAttribute('srcset')).toMatch(/\/drawn\/products\/gel-320\.webp 320w, .*-640\.webp 640w, .*-1024\.webp 1024w$/);
    expect(image?.getAttribute('sizes')).toBe('50vw');
  });

  it('shows a seeded banner drawing as its SVG', () => {
    const { container } = render(<Picture address="/api/media/banners/sale.svg" sizes="100vw" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/media\/banners\/sale\.svg$/);
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });

  it('leaves out the widths above the widest worth offering, in every format', () => {
    const { container } = render(
      <Picture address="/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp" sizes="64px" widest={320} />,
    );
    expect(container.querySelector('source')?.getAttribute('srcset')).toMatch(/^[^,]*-320\.avif 320w$/);
    expect(container.querySelector('img')?.getAttribute('srcset')).toMatch(/^[^,]*-320\.webp 320w$/);
    const card = render(<Picture address="/api/media/products/gel.svg" sizes="45vw" widest={640} />).container;
    expect(card.querySelector('img')?.getAttribute('srcset')).toMatch(/-320\.webp 320w, [^,]*-640\.webp 640w$/);
  });

  it('shows any other address as it is', () => {
    const { container } = render(<Picture address="/api/uploads/banners/0123456789abcdef0123456789abcdef.webp" sizes="100vw" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/api\/uploads\/banners\/0123456789abcdef0123456789abcdef\.webp$/);
    expect(image?.hasAttribute('srcset')).toBe(false);
  });
});
