import { request } from '@shop/shared/api-client';
import type { Banner } from '@shop/shared/contracts';

/** GET banner: the home carousel's banners, active ones only. */
export async function fetchBanners(): Promise<Banner[]> {
  const reply = await request('GET', 'banner');
  // The server already filters, but an inactive banner must never reach the page.
  return Array.isArray(reply.data) ? reply.data.filter((banner) => banner.isActive && Boolean(banner.url)) : [];
}
