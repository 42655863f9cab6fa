import { request } from '@shop/shared/api-client';
import type { RouteTable } from '../app/route-table';

/** A file for crawlers. */
export interface CrawlerFile {
  type: string;
  body: string;
}

const PRODUCT_PATH = '/product/:productId';
const SITEMAP_TTL_MS = 10 * 60 * 1000;
const PAGE_SIZE = 1000;

let sitemap: { body: string; builtAt: number } | undefined;

function robots(origin: string, { routes }: RouteTable): string {
  const closed = routes.filter((route) => route.access !== 'public').map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...closed, `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function productIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page += 1) {
    const reply = await request('GET', 'product', { p: page, l: PAGE_SIZE });
    const items = Array.isArray(reply.data) ? reply.data : [];
    ids.push(...items.map((item) => item._id));
    if (items.length < PAGE_SIZE) return ids;
  }
}

// Built from the live catalogue, and kept a few minutes so crawlers cannot make the API list it on every hit.
async function buildSitemap(origin: string, { routes }: RouteTable): Promise<string> {
  if (sitemap && Date.now() - sitemap.builtAt < SITEMAP_TTL_MS) return sitemap.body;
  const pages = routes.filter((route) => route.access === 'public' && !route.path.includes(':')).map((route) => route.path);
  // Product pages are listed only while a public route declares them.
  const productPages = routes.some((route) => route.access === 'public' && route.path === PRODUCT_PATH);
  const products = productPages ? (await productIds()).map((id) => `/product/${encodeURIComponent(id)}`) : [];
  const urls = [...pages, ...products].map((path) => `<url><loc>${xmlText(`${origin}${path}`)}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  sitemap = { body, builtAt: Date.now() };
  return body;
}

/** robots.txt and sitemap.xml from the routes every shopper is given (the stable releases), or undefined for any other path. */
export async function crawlerFile(pathname: string, origin: string, table: () => RouteTable): Promise<CrawlerFile | undefined> {
  // The table is built for these two addresses only: every other page would pay for it.
  if (pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robots(origin, table()) };
  if (pathname === '/sitemap.xml') return { type: 'application/xml; charset=utf-8', body: await buildSitemap(origin, table()) };
  return undefined;
}
