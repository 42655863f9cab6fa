import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canApply, createShopFilters, type ShopFilters } from './filter-store';
import { emptyFilters, parseFilters } from './filters';

const DISH = '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b';
const FLOOR = 'a3d5e7f9-1b2c-4d3e-9f4a-5b6c7d8e9f0a';
const GLASS = 'c4e6a8b0-2d1f-4e3a-8b5c-6d7e8f9a0b1c';

let store: ShopFilters;
const navigate = vi.fn();

function open(search = '') {
  navigate.mockReset();
  store = createShopFilters(parseFilters(search), navigate);
  return store;
}

afterEach(() => cleanStores(store.$filters));

describe('filter machine', () => {
  it('starts with the draft equal to the applied set the page was loaded for', () => {
    const { $filters } = open(`?c=${DISH}&r=3`);
    const applied = { ...emptyFilters, category: DISH, rating: '3' };
    expect($filters.get()).toEqual({ draft: applied, applied });
    expect(canApply($filters.get())).toBe(false);
  });

  it('enables Apply only while the draft differs from the applied set', () => {
    const { $filters, editDraft } = open();
    editDraft({ priceFrom: '100' });
    expect(canApply($filters.get())).toBe(true);
    editDraft({ priceFrom: '' });
    expect(canApply($filters.get())).toBe(false);
  });

  it('keeps Apply disabled while the price range is upside down', () => {
    const { $filters, editDraft, apply } = open();
    editDraft({ priceFrom: '500', priceTo: '100' });
    expect(canApply($filters.get())).toBe(false);
    expect(apply()).toBe(false);
    expect($filters.get().applied).toEqual(emptyFilters);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Apply copies the draft to applied and navigates to the new address, which starts at page 0', () => {
    const { $filters, editDraft, apply } = open('?p=3');
    editDraft({ sort: 'pl', priceTo: '250', rating: '4' });
    expect($filters.get().applied).toEqual(emptyFilters);

    expect(apply()).toBe(true);
    const applied = { ...emptyFilters, sort: 'pl', priceTo: '250', rating: '4' };
    expect($filters.get()).toEqual({ draft: applied, applied });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/shop?sb=pl&pt=250&r=4');
  });

  it('Reset clears the draft and the applied set', () => {
    const { $filters, editDraft, reset } = open(`?c=${DISH}&sb=na&pf=10`);
    editDraft({ rating: '2' });
    reset();
    expect($filters.get()).toEqual({ draft: emptyFilters, applied: emptyFilters });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/shop');
  });

  it('changing the category resets both sets and the page, keeping only the new category', () => {
    const { $filters, editDraft, changeCategory } = open('?sb=ph&pf=10&r=3&p=2');
    editDraft({ priceTo: '900' });
    changeCategory(FLOOR);
    const only = { ...emptyFilters, category: FLOOR };
    expect($filters.get()).toEqual({ draft: only, applied: only });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/shop?c=${FLOOR}`);
  });

  it('the sort select applies at once and keeps the other applied filters and the draft', () => {
    const { $filters, editDraft, changeSort } = open(`?c=${DISH}&r=2`);
    editDraft({ priceFrom: '40' });
    changeSort('d');
    expect($filters.get().applied).toEqual({ ...emptyFilters, category: DISH, rating: '2', sort: 'd' });
    expect($filters.get().draft).toEqual({ ...emptyFilters, category: DISH, rating: '2', sort: 'd', priceFrom: '40' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/shop?c=${DISH}&sb=d&r=2`);
  });

  it('does not push an address when nothing applied changes', () => {
    const { reset, changeCategory } = open();
    reset();
    changeCategory('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('discarding the draft puts it back to the applied set', () => {
    const { $filters, editDraft, discardDraft } = open('?r=1');
    editDraft({ rating: '4', priceTo: '5' });
    discardDraft();
    expect($filters.get().draft).toEqual($filters.get().applied);
  });

  it('follows the filters of newly loaded data (Back, Forward, a shared link): both sets are replaced', () => {
    const { $filters, editDraft, syncApplied } = open('?sb=na');
    editDraft({ rating: '3' });
    syncApplied(parseFilters(`?c=${GLASS}&pt=120&sb=bogus`));
    const applied = { ...emptyFilters, category: GLASS, priceTo: '120' };
    expect($filters.get()).toEqual({ draft: applied, applied });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the draft when the data was loaded for what is already applied', () => {
    const { $filters, editDraft, syncApplied } = open('?sb=na');
    editDraft({ rating: '3' });
    syncApplied(parseFilters('?sb=na'));
    expect($filters.get().draft.rating).toBe('3');
  });
});
