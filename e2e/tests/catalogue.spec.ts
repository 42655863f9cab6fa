import { expect, test, toast } from '../fixtures';
import { apiUrl } from '../ports';

interface ListedProduct {
  _id: string;
  productName: string;
  price: number;
  discountedAmount?: number | null;
  isOutOfStock: boolean;
}

async function listProducts(query: string): Promise<ListedProduct[]> {
  const reply = (await (await fetch(`${apiUrl}/api/v1/product?${query}`)).json()) as { data: ListedProduct[] };
  return reply.data;
}

const paid = (product: ListedProduct) =>
  product.discountedAmount && product.discountedAmount > 0 ? product.discountedAmount : product.price;

test.describe('catalogue', () => {
  test('home shows the banners with dots, four new arrivals, four best sellers and the distributor invitation', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('button', { name: 'Show banner 1' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Show banner \d$/ })).toHaveCount(2);
    for (const heading of ['New Arrivals', 'Best Sellers']) {
      const section = main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
      await expect(section.getByRole('button', { name: /Add To Cart|Out of Stock/ })).toHaveCount(4);
    }
    await expect(main.getByRole('link', { name: 'Become a Distributor' })).toHaveAttribute('href', '/distributorinquiryForm');
  });

  test('the shop lists only active products, and a shared link with filters and sort shows the same listing', async ({ page }) => {
    const active = await listProducts('p=0&l=1000');
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('button', { name: /Add To Cart|Out of Stock/ });
    await expect(cards).toHaveCount(active.length);

    const expected = await listProducts('p=0&l=1000&sb=ph&pf=100&pt=300');
    await page.goto('/shop?sb=ph&pf=100&pt=300');
    await expect(cards).toHaveCount(expected.length);
    const firstName = page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: expected[0]?.productName ?? '' })
      .first();
    await expect(firstName).toBeVisible();
    expect(expected.map(paid)).toEqual([...expected.map(paid)].sort((a, b) => b - a));
  });

  test('a category chip filters the listing, puts it in the address, and Back restores the full list', async ({ page }) => {
    const active = await listProducts('p=0&l=1000');
    await page.goto('/shop');
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('button', { name: /Add To Cart|Out of Stock/ });
    await expect(cards).toHaveCount(active.length);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Dishwash' }).click();
    await expect(page).toHaveURL(/\/shop\?c=/);
    const category = new URL(page.url()).searchParams.get('c') ?? '';
    await expect(cards).toHaveCount((await listProducts(`p=0&l=1000&c=${category}`)).length);
    await page.goBack();
    await expect(cards).toHaveCount(active.length);
  });

  test('the Filters drawer narrows by category and price, then sorting high to low orders the cards by price', async ({ page }) => {
    await page.goto('/shop');
    const grid = page.getByRole('region', { name: 'Products' });
    await expect(grid.getByRole('heading').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Category').selectOption({ label: 'Detergent Powder' });
    const apply = drawer.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await drawer.getByLabel('Price from').fill('100');
    await drawer.getByLabel('Price to').fill('600');
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]pf=100(&|$)/);
    await expect(page).toHaveURL(/[?&]pt=600(&|$)/);

    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/[?&]sb=ph(&|$)/);

    const category = new URL(page.url()).searchParams.get('c') ?? '';
    expect(category).not.toBe('');
    const expected = await listProducts(`p=0&l=1000&c=${category}&pf=100&pt=600&sb=ph`);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.map(paid)).toEqual([...expected.map(paid)].sort((a, b) => b - a));
    // The cards on screen, in their rendered order, are exactly the filtered products from dearest to cheapest.
    await expect(grid.getByRole('heading')).toHaveText(expected.map((product) => product.productName));
  });

  test('every image on home, shop and a product page has alt text and fixed dimensions, and each page its own title', async ({ page }) => {
    const [product] = await listProducts('p=0&l=1');
    const pages = [
      { path: '/', title: /^Home \|/ },
      { path: '/shop', title: /^Our Products \|/ },
      { path: `/product/${product?._id}`, title: new RegExp(`^${product?.productName} \\|`) },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeVisible();
      await expect(page).toHaveTitle(title);
      const images = await page.locator('img').evaluateAll((nodes) =>
        (nodes as HTMLImageElement[]).map((img) => ({
          src: img.src,
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      // alt="" is right for images beside a text link to the same product; missing alt never is.
      expect(images.filter((img) => img.alt === null || !img.width || !img.height)).toEqual([]);
    }
  });

  test("a price range nothing falls in shows 'No Products Found'", async ({ page }) => {
    await page.goto('/shop?pf=99990&pt=99999');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  });

  test('a product page shows its details, and a guest adding to cart is asked to log in', async ({ page }) => {
    const [product] = (await listProducts('p=0&l=1000')).filter((candidate) => !candidate.isOutOfStock);
    if (!product) throw new Error('the seeded shop has no product in stock');
    await page.goto('/shop');
    await page.getByRole('region', { name: 'Products' }).getByRole('link', { name: product.productName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add To Cart' }).first().click();
    await expect(toast(page, 'Please Log In')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("an unknown product shows 'Product Not Found' with a way home", async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('product detail', () => {
  test('tabs switch, the gallery wraps around, and share copies the link when the device cannot share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const withTwoImages = (await listProducts('p=0&l=1000')).find(
      (product) => (product as ListedProduct & { productImages: string[] }).productImages.length > 1,
    );
    if (!withTwoImages) throw new Error('the seeded shop has no product with two images');
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto(`/product/${withTwoImages._id}`);
    await expect(page.getByRole('heading', { level: 1, name: withTwoImages.productName })).toBeVisible();

    await page.getByRole('tab', { name: 'Highlights' }).click();
    await expect(page.getByRole('tab', { name: 'Highlights' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(/brand/i);
    await page.getByRole('tab', { name: 'Information' }).click();
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');

    const images = (withTwoImages as ListedProduct & { productImages: string[] }).productImages.length;
    const first = page.getByRole('button', { name: 'Show image 1' });
    const last = page.getByRole('button', { name: `Show image ${images}` });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(last).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(first).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: `Share ${withTwoImages.productName}` }).click();
    await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});
