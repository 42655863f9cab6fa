import type { Category, Filters, ProductCard } from '@shop/shared/contracts';
import type { PageLoaderArgs, PageResult } from '@shop/shared/page';
import { fetchCategories } from '../../app/catalog-api/fetch-categories';
import { fetchProducts } from '../../app/catalog-api/fetch-products';
import { asCard } from '../../app/product-card/model/card-data';
import { parseFilters, parseListingPage } from './filters';
import { toProductQuery } from './product-query';

/** The products for the applied filters, or the failure the page offers Retry for. */
export type ShopListing = { status: 'ready'; products: ProductCard[]; total: number } | { status: 'failed' };

/** What /shop shows: the filters its address applies, the page, the category chips and the list. */
export interface ShopData {
  applied: Filters;
  page: number;
  categories: Category[];
  listing: ShopListing;
}

async function loadListing(applied: Filters, page: number): Promise<ShopListing> {
  try {
    const { products, total } = await fetchProducts(toProductQuery(applied, page));
    // The API lists active products only; a stray inactive one must still never be shown.
    const shown = products.filter((product) => product.isActive !== false).map(asCard);
    return { status: 'ready', products: shown, total: total - (products.length - shown.length) };
  } catch (error) {
    console.error('[catalog] loading the product list failed', error);
    return { status: 'failed' };
  }
}

// Without the chips the listing still works, showing every category.
async function loadCategories(): Promise<Category[]> {
  try {
    return await fetchCategories();
  } catch (error) {
    console.info('[catalog] categories unavailable', error);
    return [];
  }
}

// A category the shop does not list (no such id, or one staff have hidden) selects no chip and names none
// in the title, so its address is the whole shop, as an address with a malformed category is. Without the
// chips nothing can be told, and the address is followed as it is.
function isUnlistedCategory(category: string, categories: Category[]): boolean {
  return category !== '' && categories.length > 0 && !categories.some((candidate) => candidate._id === category);
}

/**
 * The listing's loader: the address's filters and page, that page of products and the categories, asked
 * for together; the products are asked for again, unfiltered, when the address names a category the shop does not list.
 */
export async function loadShop({ url }: Pick<PageLoaderArgs, 'url'>): Promise<PageResult<ShopData>> {
  const asked = parseFilters(url.search);
  const page = parseListingPage(url.search);
  const [categories, askedListing] = await Promise.all([loadCategories(), loadListing(asked, page)]);
  const unlisted = isUnlistedCategory(asked.category, categories);
  const applied = unlisted ? { ...asked, category: '' } : asked;
  const listing = unlisted ? await loadListing(applied, page) : askedListing;
  return { data: { applied, page, categories, listing }, status: listing.status === 'failed' ? 503 : 200 };
}
