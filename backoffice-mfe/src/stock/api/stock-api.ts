import { adminRequest } from '@shop/shared/api-client';
import type { StockLevel, StockMovementBody, StockMovementView } from '@shop/shared/contracts';

/** A product's stock, its threshold and its latest movements, newest first. */
export interface StockHistory {
  productId: string;
  productName: string;
  stock: number;
  lowStockThreshold: number;
  movements: StockMovementView[];
}

const movementsPath = (productId: string) => `products/${encodeURIComponent(productId)}/stock-movements`;

/** The warehouse's and the catalogue's calls about stock: finding products, one product's history, and a change. */
export const stockApi = {
  find: async (q: string) => (await adminRequest<{ products: StockLevel[] }>('GET', 'stock', q ? { q } : undefined)).data.products,
  history: async (productId: string) => (await adminRequest<StockHistory>('GET', movementsPath(productId))).data,
  move: async (productId: string, body: StockMovementBody) => (await adminRequest('POST', movementsPath(productId), body)).message ?? '',
};
