import { request } from '@shop/shared/api-client';
import type { Category } from '@shop/shared/contracts';

/** GET category: every product category. */
export async function fetchCategories(): Promise<Category[]> {
  const reply = await request('GET', 'category');
  return Array.isArray(reply.data) ? reply.data : [];
}

/** A category's display name; older records carry `name` instead of `categoryName`. */
export function categoryLabel(category: Category): string {
  return category.categoryName ?? category.name ?? '';
}
