import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, firstSegmentLabel } from './breadcrumb';

describe('Breadcrumb', () => {
  it("shows 'Home > Our Products' on a page under /shop, with Home linking home", () => {
    render(<Breadcrumb pathname="/shop/x" />);

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Home>Our Products');
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Our Products').getAttribute('aria-current')).toBe('page');
  });

  it('names only the first segment of a deeper path', () => {
    render(<Breadcrumb pathname="/product/64f1a2b3c4d5e6f7a8b9c0d1" />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Product');
  });

  it('shows nothing on the home page', () => {
    const { container } = render(<Breadcrumb pathname="/" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing for an empty path', () => {
    const { container } = render(<Breadcrumb pathname="" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('firstSegmentLabel', () => {
  it('decodes the segment and turns dashes and underscores into spaces', () => {
    expect(firstSegmentLabel('/caf%C3%A9-and_more/1')).toBe('Café and more');
    expect(firstSegmentLabel('/half-price_deals')).toBe('Half price deals');
  });

  it("names a segment of the shop's own routes by the route's title", () => {
    expect(firstSegmentLabel('/termscondition')).toBe('Terms & Conditions');
    expect(firstSegmentLabel('/distributorinquiryForm')).toBe('Distributor Inquiry');
    expect(firstSegmentLabel('/product/64f1')).toBe('Product');
  });

  it('capitalises only the first letter of an unknown segment, keeping the rest as written', () => {
    expect(firstSegmentLabel('/someThing')).toBe('SomeThing');
  });

  it('ignores repeated and trailing slashes', () => {
    expect(firstSegmentLabel('//about/')).toBe('About Us');
  });

  it('gives no label for the home page', () => {
    expect(firstSegmentLabel('/')).toBeNull();
  });

  it('labels a segment that is not valid percent-encoding instead of throwing', () => {
    // An address such as /50%-off reaches the frame undecoded; the whole site must not fall over.
    expect(firstSegmentLabel('/50%-off')).toBe('50% off');
  });
});
