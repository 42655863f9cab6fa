import type { Page, Response } from '@playwright/test';
import { expect } from '../fixtures';

// The spec's routes, grouped by who may open them: the journeys that visit every page read them here.

/** The shop's pages of fixed text: the same for every visitor but the header. */
export const textPages = ['/about', '/termscondition', '/shippingpolicy', '/returnandexchange', '/privacypolicy'];
export const publicRoutes = ['/', '/shop', ...textPages, '/contact', '/wholesaler', '/no-such-page'];
export const guestOnlyRoutes = ['/signin', '/signup', '/forgotpassword', '/verifyotp', '/newpassword', '/verification', '/delete-account'];
export const signedInRoutes = [
  '/profile',
  '/orders',
  '/wishlist',
  '/cart',
  '/checkout',
  '/offers',
  '/distubutor',
  '/distributorinquiryForm',
];

/** The first product of the catalogue, as the API lists it. */
export async function firstProduct(page: Page): Promise<{ _id: string; path: string }> {
  const reply = await page.request.get('/api/v1/product?p=0&l=1');
  const [product] = ((await reply.json()) as { data: Array<{ _id: string }> }).data;
  if (!product) throw new Error('the seeded catalogue has no product');
  return { _id: product._id, path: `/product/${product._id}` };
}

/** Opens a page and waits until it has hydrated and settled; answers the page's own reply. */
export async function openSettled(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main')).toBeVisible();
  return response;
}
