import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOf } from './order-filters';

describe('the order list’s filters in the address', () => {
  it('keeps a state, payment, days, search and page, and drops anything else', () => {
    const search = new URLSearchParams('status=shipped&paymentType=cod&from=2026-11-01&to=2026-11-30&q=%20Asha%20&page=3');
    expect(filtersFromSearch(search)).toEqual({
      status: 'shipped',
      paymentType: 'cod',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'Asha',
      page: 3,
    });
    const wrong = new URLSearchParams('status=lost&paymentType=cheque&from=yesterday&to=2026-13&page=-2&q=');
    expect(filtersFromSearch(wrong)).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('page=1.5'))).toEqual({});
  });

  it('writes the filters back as the list’s address', () => {
    expect(searchOf({})).toBe('/');
    expect(searchOf({ status: 'placed', q: 'Ravi Kumar', page: 2 })).toBe('/?status=placed&q=Ravi+Kumar&page=2');
    expect(filtersFromSearch(new URLSearchParams(searchOf({ status: 'placed', q: 'Ravi', page: 2 }).slice(2)))).toEqual({
      status: 'placed',
      q: 'Ravi',
      page: 2,
    });
  });
});
