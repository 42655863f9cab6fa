import { adminRequest, adminRequestBlob } from '@shop/shared/api-client';
import type {
  ProductBody,
  ProductChangeBody,
  ProductImportBody,
  ProductImportReply,
  ProductName,
  StaffCategory,
  StaffProduct,
  StaffProductRow,
} from '@shop/shared/contracts';

/** A page of the product list, and how many products match in all. */
export interface ProductPage {
  products: StaffProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProductQuery {
  q: string;
  active: 'all' | 'on' | 'off';
  page: number;
}

const productPath = (id: string) => `products/${encodeURIComponent(id)}`;

/** Catalogue & marketing's calls about products: the list, one product, its edits and its photos. */
export const productsApi = {
  list: async (query: ProductQuery) => (await adminRequest<ProductPage>('GET', 'products', query)).data,
  product: async (id: string) => (await adminRequest<{ product: StaffProduct }>('GET', productPath(id))).data.product,
  add: async (body: ProductBody) => {
    const reply = await adminRequest<{ product: StaffProduct }>('POST', 'products', body);
    return { product: reply.data.product, message: reply.message ?? '' };
  },
  change: async (id: string, body: ProductChangeBody) => {
    const reply = await adminRequest<{ product: StaffProduct }>('PATCH', productPath(id), body);
    return { product: reply.data.product, message: reply.message ?? '' };
  },
  remove: async (id: string) => (await adminRequest('DELETE', productPath(id))).message ?? '',
  /** Uploads photos, added after the product's own; answers the product with them. */
  addPictures: async (id: string, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const reply = await adminRequest<{ product: StaffProduct }>('POST', `${productPath(id)}/images`, form);
    return { product: reply.data.product, message: reply.message ?? '' };
  },
  /** Every product as a CSV file. */
  exportFile: () => adminRequestBlob('products/export'),
  /** Previews a products file, or applies it as previewed. */
  importFile: async (body: ProductImportBody) => {
    const reply = await adminRequest<ProductImportReply>('POST', 'products/import', body);
    return { ...reply.data, message: reply.message ?? '' };
  },
  /** The categories a product may be put in. */
  categories: async () => (await adminRequest<{ categories: StaffCategory[] }>('GET', 'categories')).data.categories,
  /** Every product by name, to link to. */
  names: async () => (await adminRequest<{ products: ProductName[] }>('GET', 'product-names')).data.products,
};
