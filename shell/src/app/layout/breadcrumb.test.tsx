import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, firstSegmentLabel } from './breadcrumb';

describe('Breadcrumb', () => {
  it("shows 'Home > Shop' on a page under /shop, with Home linking home", () => {
    render(<Breadcrumb pathname="/shop/x" />);

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Home>Shop');
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Shop').getAttribute('aria-current')).toBe('page');
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
    expect(firstSegmentLabel('/delete-account')).toBe('Delete account');
  });

  it('capitalises only the first letter, keeping the rest as written', () => {
    expect(firstSegmentLabel('/termscondition')).toBe('Termscondition');
    expect(firstSegmentLabel('/distributorinquiryForm')).toBe('DistributorinquiryForm');
  });

  it('ignores repeated and trailing slashes', () => {
    expect(firstSegmentLabel('//about/')).toBe('About');
  });

  it('gives no label for the home page', () => {
    expect(firstSegmentLabel('/')).toBeNull();
  });

  it('labels a segment that is not valid percent-encoding instead of throwing', () => {
    // An address such as /50%-off reaches the frame undecoded; the whole site must not fall over.
    expect(firstSegmentLabel('/50%-off')).toBe('50% off');
  });
});
