import type { PageHead } from '@shop/shared/page';
import { EARLY_INPUT_GLOBAL, noteEarlyInput } from '../app/early-input';
import { FONT_HELD_ATTRIBUTE, FONT_QUERY, releaseFontAfterShopPage } from '../app/held-font';
import { INLINE_STATE_ID, type InlineState } from '../app/inline-state';
import { SITE_NAME } from '../config/env';
import { markFailedStyles, SECTION_STYLE_ATTRIBUTE } from '../remotes/section-styles';
import { scriptHash } from './page-policy';
import type { PreloadedFile } from './route-preloads';
import { type StarterPlan, startWhenHeroPainted } from './script-starter';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a `<script>`: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** What the head says about a page beyond its own words: where it lives and what it preloads. */
export interface HeadLinks {
  origin: string;
  canonicalPath: string;
  scripts: PreloadedFile[];
  /** With its text when it is small enough to travel in the page (`SmallStylesheets`). */
  stylesheets: Array<PreloadedFile & { remote: string; text?: string }>;
}

/** A remote's file is fetched in CORS mode with its registered digest: the browser refuses any other bytes. */
function integrityAttributes(integrity: string | undefined): string {
  return integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : '';
}

const DEFAULT_DESCRIPTION =
  'Ujjwal Home Care — detergents and cleaning products for homes, retailers, wholesalers and distributors across India.';

/** The tags that describe a page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function headTags(head: PageHead, links: Pick<HeadLinks, 'origin' | 'canonicalPath'>): string {
  const title = `${head.title} | ${SITE_NAME}`;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const canonical = absolute(links.canonicalPath, links.origin);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  ];
  if (head.image) {
    const image = absolute(head.image, links.origin);
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt), meta('name', 'twitter:image:alt', head.imageAlt));
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

/**
 * The rendered sections' stylesheets, after the shell's (its base styles first), each in its place:
 * written out when its text came with it, linked otherwise (`MARK_FAILED_STYLES_SCRIPT` marks a
 * linked one that failed). Both carry the remote they belong to.
 *
 * A written-out sheet is also named by a disabled link to its address: a browser never fetches a
 * disabled stylesheet, and a remote's style loader, which looks for a sheet among the page's links
 * by its address, finds it there. Without it, the section's module fetched the same sheet again on
 * the shopper's first tap and restyled the whole page with rules it already had.
 */
export function sectionStylesheetTags(stylesheets: HeadLinks['stylesheets']): string {
  return stylesheets
    .map(({ href, remote, integrity, text }) => {
      const address = escapeHtml(href);
      const owner = `${SECTION_STYLE_ATTRIBUTE}="${escapeHtml(remote)}"`;
      return text === undefined
        ? `<link rel="stylesheet" href="${address}"${integrityAttributes(integrity)} ${owner}>`
        : `<link rel="stylesheet" href="${address}" disabled ${owner}><style ${owner}>${text}</style>`;
    })
    .join('');
}

/** At the latest this long after the page is parsed, its scripts start, whatever has painted by then. */
export const SCRIPT_START_CAP_MS = 3000;

/** Two frames after the hero has loaded, how much longer its on-screen report may take before the scripts start anyway. */
export const HERO_PAINT_WAIT_MS = 150;

/**
 * An inline script that calls `fn` with `argument`: the function's own source, written without
 * the whitespace the page does not need. `fn` must use nothing from outside its body, and its
 * strings must hold no space next to punctuation (the compaction would drop it).
 */
export function inlineCall<T>(fn: (argument: T) => void, argument: T): string {
  const source = fn
    .toString()
    .replace(/\s+/g, ' ')
    .replace(/ ?([^\w$ ]) ?/g, '$1');
  return `<script>(${source})(${scriptJson(argument)})</script>`;
}

/** The id of the JSON element holding the starter's plan: the page's files. */
export const STARTER_PLAN_ID = 'shop-start';

/**
 * The script that starts the page's scripts (the shell's, then the sections' entries, all at once:
 * no waterfall) once the page's largest picture is on screen (`startWhenHeroPainted`). The
 * server-rendered page is complete without them, so on a slow link the picture a shopper came for
 * gets the bandwidth first. The same text on every page: the files it starts are in `starterPlan`.
 */
export const STARTER_SCRIPT = inlineCall(startWhenHeroPainted, STARTER_PLAN_ID);

/** The data of the starter: which files this page starts, read by `STARTER_SCRIPT`. */
export function starterPlan(links: { shell: string[]; sections: PreloadedFile[] }): string {
  const plan: StarterPlan = {
    files: { preload: links.sections, run: links.shell },
    capMs: SCRIPT_START_CAP_MS,
    heroPaintWaitMs: HERO_PAINT_WAIT_MS,
    fontQuery: FONT_QUERY,
  };
  return jsonScript(STARTER_PLAN_ID, plan);
}

/** The scripts that start the page's scripts: the plan as data, then the starter. */
export function startScriptsAfterPaint(links: { shell: string[]; sections: PreloadedFile[] }): string {
  return starterPlan(links) + STARTER_SCRIPT;
}

/** The script a server-rendered page runs first, before any content: it keeps what the shopper does before hydration. */
export const EARLY_INPUT_SCRIPT = inlineCall(noteEarlyInput, EARLY_INPUT_GLOBAL);

/**
 * The script before any style that paints a page opened from another of the shop's pages in the
 * shop's font, which that page loaded (`releaseFontAfterShopPage`). Only rendered pages hold the font
 * back; the client-only page fetches it as its styles ask.
 */
export const FONT_RELEASE_SCRIPT = inlineCall(releaseFontAfterShopPage, FONT_HELD_ATTRIBUTE);

/** The script before the sections' stylesheets that marks one that failed to load, for Retry to fetch again. */
export const MARK_FAILED_STYLES_SCRIPT = inlineCall(markFailedStyles, SECTION_STYLE_ATTRIBUTE);

/**
 * The hashes of every script the rendering server writes inline, for the page's policy. Each is the
 * same text on every page (per-page data travels as JSON), so they are computed once.
 */
export const INLINE_SCRIPT_HASHES = [EARLY_INPUT_SCRIPT, FONT_RELEASE_SCRIPT, MARK_FAILED_STYLES_SCRIPT, STARTER_SCRIPT].map((tag) =>
  scriptHash(tag.replace(/^<script>/, '').replace(/<\/script>$/, '')),
);

/** Data for the page's scripts: JSON in an element the browser never runs. */
function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}

/** The configuration, versions and loader data of the page, for the browser to start from (`readInlineState`). */
export function inlineStateScript(state: InlineState): string {
  return jsonScript(INLINE_STATE_ID, state);
}

/** The shell's built `index.html`, split where the rendering server writes its parts. */
export interface DocumentTemplate {
  /** Up to and including the charset, `<html>` holding the font back: the page's own head tags follow. */
  start: string;
  /** The shell's head (its styles and preloads); the sections' files follow. */
  head: string;
  /** The shell's own scripts, taken out of the head: they start after the first paint. */
  scripts: string[];
  /** From the end of the head to the opening of `#root`. */
  bodyStart: string;
  /** Everything after `#root`'s content. */
  end: string;
}

const ROOT = '<div id="root"></div>';
const SHELL_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** Splits the shell's `index.html`: its title and description are replaced by each page's own. */
export function parseTemplate(html: string): DocumentTemplate {
  const page = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(page);
  const headEnd = page.indexOf('</head>');
  const rootAt = page.indexOf(ROOT);
  if (!charset || headEnd < 0 || rootAt < headEnd) throw new Error('the shell index.html lacks its charset meta, head or #root');
  const afterCharset = charset.index + charset[0].length;
  const scripts: string[] = [];
  const head = page.slice(afterCharset, headEnd).replace(SHELL_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  return {
    start: page.slice(0, afterCharset).replace(/<html\b/i, `<html ${FONT_HELD_ATTRIBUTE}`),
    head,
    scripts,
    bodyStart: `${page.slice(headEnd, rootAt)}<div id="root">`,
    end: `</div>${page.slice(rootAt + ROOT.length)}`,
  };
}
