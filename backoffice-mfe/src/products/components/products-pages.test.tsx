import type { ApiFailure, ApiSuccess, ProductImportReply, StaffCategory, StaffProduct } from '@shop/shared/contracts';
import { bindNavigator, historyNavigate } from '@shop/shared/navigation';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPage } from './product-page';
import { ProductsPage } from './products-page';

const PRODUCTS = '/api/admin/v1/products';
const ID = '5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NEW_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CATEGORY = '3a0c6a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

// The back office calls its page's own origin; here that origin is a real local server.
let server: TestServer;
const navigated = vi.fn();
beforeEach(async () => {
  server = await startTestServer();
  navigated.mockReset();
  bindNavigator(navigated);
  vi.stubGlobal('location', { origin: server.origin });
  clearToasts();
  server.route('GET', '/api/admin/v1/categories', () => reply({ categories: [category] }));
  server.route('GET', '/api/admin/v1/product-names', () =>
    reply({
      products: [
        { id: ID, productName: 'Lemon Gel', isActive: true },
        { id: '6c2f3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e', productName: 'Scrub Pad', isActive: true },
      ],
    }),
  );
});
afterEach(async () => {
  bindNavigator(historyNavigate);
  vi.unstubAllGlobals();
  await server.close();
});

const reply = <T,>(data: T, message = 'ok'): ApiSuccess<T> => ({ success: true, message, data });
const sent = (method: string, path: string) => server.received.filter((req) => req.method === method && req.path === path);
const bodyOf = (method: string, path: string) => JSON.parse(sent(method, path).at(-1)?.body ?? '{}');

const category: StaffCategory = {
  id: CATEGORY,
  categoryName: 'Dishwash',
  sortOrder: 0,
  isActive: true,
  version: 1,
  productCount: 3,
  createdAt: '2026-11-01T04:30:00.000Z',
};

const product = (overrides: Partial<StaffProduct> = {}): StaffProduct => ({
  id: ID,
  productName: 'Lemon Gel',
  slug: 'lemon-gel',
  categoryId: CATEGORY,
  categoryName: 'Dishwash',
  productImages: [],
  weight: [{ weight: 750, price: 180 }],
  weightUnit: 'ml',
  price: 180,
  discountedAmount: 0,
  cgst: 9,
  sgst: 9,
  igst: 0,
  otherCharges: 0,
  otherChargesType: 'amount',
  hsnCode: '3402',
  description: 'Cuts grease.',
  highlights: [['Brand', 'Ujjwal']],
  information: [{ _id: 's1', title: 'How to use', information: ['A drop on a sponge.'] }],
  linkedProductIds: [],
  isActive: true,
  lowStockThreshold: 10,
  stock: 4,
  avgRating: 0,
  ratingCount: 0,
  salesCount: 2,
  ordered: true,
  version: 3,
  createdAt: '2026-11-01T04:30:00.000Z',
  ...overrides,
});

describe('the products list', () => {
  it('lists products with their stock and state, and searches by name through the address', async () => {
    server.route('GET', PRODUCTS, () =>
      reply({
        products: [
          { ...product(), stock: 0 },
          { ...product({ id: '6c2f3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e', productName: 'Scrub Pad', isActive: false }) },
        ],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    );
    render(<ProductsPage />);
    const rows = await screen.findByRole('list', { name: 'Products' });
    expect(within(rows).getByText('Out of stock')).toBeTruthy();
    expect(within(rows).getByText('Switched off')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Product name'), 'gel');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/products?q=gel', undefined));
  });

  it('previews an imported file and lists each refused row and column, importing nothing', async () => {
    server.route('GET', PRODUCTS, () => reply({ products: [], total: 0, page: 1, pageSize: 50 }));
    server.route('POST', `${PRODUCTS}/import`, (_req, res) =>
      sendJson(res, 400, {
        success: false,
        errorCode: 'BAD_IMPORT',
        message: 'The file has a problem: nothing was imported.',
        data: { problems: [{ row: 3, column: 'price', message: 'Enter a price above ₹0.' }] },
      } as ApiFailure),
    );
    render(<ProductsPage />);
    expect(await screen.findByText('No products found')).toBeTruthy();
    const file = new File(['id,productName\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Import a CSV file'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Import products.csv' });
    expect(within(dialog).getByText('Row 3, column price: Enter a price above ₹0.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Import These Changes' })).toBeNull();
    expect(bodyOf('POST', `${PRODUCTS}/import`)).toEqual({ csv: 'id,productName\n', apply: false });
  });

  it('imports a previewed file with the digest of the changes it showed', async () => {
    server.route('GET', PRODUCTS, () => reply({ products: [], total: 0, page: 1, pageSize: 50 }));
    const preview: ProductImportReply = {
      changes: [{ row: 2, kind: 'change', productName: 'Lemon Gel', changes: [{ column: 'price', before: '180', after: '175' }] }],
      digest: 'abc123',
      written: false,
    };
    server.route('POST', `${PRODUCTS}/import`, (req) =>
      JSON.parse(req.body).apply ? reply({ ...preview, written: true }, 'Imported: 0 new, 1 changed') : reply(preview, 'Preview'),
    );
    render(<ProductsPage />);
    await userEvent.upload(await screen.findByLabelText('Import a CSV file'), new File(['x'], 'p.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import p.csv' });
    expect(within(dialog).getByText('Row 2 · Changed · Lemon Gel')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import These Changes' }));
    await waitFor(() => expect(bodyOf('POST', `${PRODUCTS}/import`)).toEqual({ csv: 'x', apply: true, digest: 'abc123' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('Imported: 0 new, 1 changed'));
  });
});

describe('the product page', () => {
  it('adds a product from typed packs, highlights and sections, and checks each field before sending', async () => {
    server.route('POST', PRODUCTS, () => reply({ product: product({ id: NEW_ID, version: 1, ordered: false }) }, 'Product added'));
    render(<ProductPage productId="new" />);
    const form = await screen.findByRole('form', { name: 'Add a product' });
    await userEvent.type(within(form).getByLabelText(/^Price/), 'free');
    await userEvent.type(within(form).getByLabelText(/^Pack sizes/), '500, 120\nbig');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByText('Enter a name of at least 3 characters.')).toBeTruthy();
    expect(within(form).getByText('Enter the price as a number.')).toBeTruthy();
    expect(within(form).getByText('Line 2: Enter the pack size.')).toBeTruthy();
    expect(sent('POST', PRODUCTS)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Name/), 'Lime Gel');
    await userEvent.selectOptions(within(form).getByLabelText(/^Category/), CATEGORY);
    const packs = within(form).getByLabelText(/^Pack sizes/);
    await userEvent.clear(packs);
    await userEvent.type(packs, '500, 120{enter}1000, 220');
    const price = within(form).getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '120');
    await userEvent.type(within(form).getByLabelText(/^HSN code/), '34022010');
    await userEvent.type(within(form).getByLabelText(/^Highlights/), 'Brand: Ujjwal{enter}Scent: Lime');
    await userEvent.type(within(form).getByLabelText(/^Information/), 'How to use{enter}- A drop on a sponge');
    await userEvent.selectOptions(within(form).getByLabelText(/^Customers also use/), '6c2f3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(sent('POST', PRODUCTS)).toHaveLength(1));
    expect(bodyOf('POST', PRODUCTS)).toMatchObject({
      productName: 'Lime Gel',
      categoryId: CATEGORY,
      weight: [
        { weight: 500, price: 120 },
        { weight: 1000, price: 220 },
      ],
      price: 120,
      hsnCode: '34022010',
      highlights: [
        ['Brand', 'Ujjwal'],
        ['Scent', 'Lime'],
      ],
      information: [{ title: 'How to use', information: ['A drop on a sponge'] }],
      linkedProductIds: ['6c2f3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e'],
      cgst: 9,
      sgst: 9,
      igst: 0,
    });
    await waitFor(() => expect(navigated).toHaveBeenCalledWith(`/products/${NEW_ID}`, { replace: true }));
  });

  it.each(['x', 'p1', ID.slice(0, -1)])('says the product is not found for the address id %j, asking for nothing', async (productId) => {
    render(<ProductPage productId={productId} />);
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(server.received).toEqual([]);
  });

  it('saves an edit with its version, and says the product changed meanwhile when it did', async () => {
    server.route('GET', `${PRODUCTS}/${ID}`, () => reply({ product: product() }));
    server.route('PATCH', `${PRODUCTS}/${ID}`, (_req, res) =>
      sendJson(res, 409, {
        success: false,
        errorCode: 'CHANGED_MEANWHILE',
        message: 'This product was changed by someone else meanwhile. Reload it and make your change again.',
      } satisfies ApiFailure),
    );
    render(<ProductPage productId={ID} />);
    const form = await screen.findByRole('form', { name: 'Edit Lemon Gel' });
    expect(screen.getByText(/Orders name this product/)).toBeTruthy();
    const price = within(form).getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '175');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(sent('PATCH', `${PRODUCTS}/${ID}`)).toHaveLength(1));
    expect(bodyOf('PATCH', `${PRODUCTS}/${ID}`)).toMatchObject({ price: 175, version: 3, information: [{ title: 'How to use' }] });
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.message)).toContain(
        'This product was changed by someone else meanwhile. Reload it and make your change again.',
      ),
    );
    // The page reads the product again, to edit the copy that is there now.
    await waitFor(() => expect(sent('GET', `${PRODUCTS}/${ID}`)).toHaveLength(2));
  });

  it('moves and removes photos by sending their new order with the version', async () => {
    const images = [
      '/api/uploads/products/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-640.webp',
      '/api/uploads/products/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-640.webp',
    ];
    server.route('GET', `${PRODUCTS}/${ID}`, () => reply({ product: product({ productImages: images }) }));
    server.route('PATCH', `${PRODUCTS}/${ID}`, (req) =>
      reply({ product: product({ productImages: JSON.parse(req.body).productImages, version: 4 }) }, 'Product saved'),
    );
    render(<ProductPage productId={ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(bodyOf('PATCH', `${PRODUCTS}/${ID}`)).toEqual({ productImages: [images[1], images[0]], version: 3 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(bodyOf('PATCH', `${PRODUCTS}/${ID}`)).toEqual({ productImages: [images[0]], version: 4 }));
  });
});
