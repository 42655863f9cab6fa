import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRouteTable } from '../../remotes/register-test-remotes';
import { RouteTableContext } from '../route-table';
import { Breadcrumb, firstSegmentLabel } from './breadcrumb';

const table = testRouteTable();
const inFrame = (pathname: string) => (
  <RouteTableContext.Provider value={table}>
    <Breadcrumb pathname={pathname} />
  </RouteTableContext.Provider>
);
const label = (pathname: string) => firstSegmentLabel(pathname, table.routes);

describe('Breadcrumb', () => {
  it("shows 'Home > Our Products' on a page under /shop, with Home linking home", () => {
    render(inFrame('/shop/x'));

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe('Home>Our Products');
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Our Products').getAttribute('aria-current')).toBe('page');
  });

  it('names only the first segment of a deeper path', () => {
    render(inFrame('/product/64f1a2b3c4d5e6f7a8b9c0d1'));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>Product');
  });

  it('shows nothing on the home page', () => {
    const { container } = render(inFrame('/'));
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing for an empty path', () => {
    const { container } = render(inFrame(''));
    expect(container.innerHTML).toBe('');
  });
});

describe('firstSegmentLabel', () => {
  it('decodes the segment and turns dashes and underscores into spaces', () => {
    expect(label('/caf%C3%A9-and_more/1')).toBe('Café and more');
    expect(label('/half-price_deals')).toBe('Half price deals');
  });

  it("names a segment of the shop's own routes by the route's title", () => {
    expect(label('/termscondition')).toBe('Terms & Conditions');
    expect(label('/distributorinquiryForm')).toBe('Distributor Inquiry');
    expect(label('/product/64f1')).toBe('Product');
  });

  it('capitalises only the first letter of an unknown segment, keeping the rest as written', () => {
    expect(label('/someThing')).toBe('SomeThing');
  });

  it('ignores repeated and trailing slashes', () => {
    expect(label('//about/')).toBe('About Us');
  });

  it('gives no label for the home page', () => {
    expect(label('/')).toBeNull();
  });

  it('labels a segment that is not valid percent-encoding instead of throwing', () => {
    // An address such as /50%-off reaches the frame undecoded; the whole site must not fall over.
    expect(label('/50%-off')).toBe('50% off');
  });
});
