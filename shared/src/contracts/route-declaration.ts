import { pathsOverlap } from '@shop/shared/routing';
import { z } from 'zod';

/** Who may open a route: anyone, only guests, only signed-in shoppers, or staff (the back office's origin). */
export const ACCESS_CLASSES = ['public', 'guest-only', 'signed-in', 'staff'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

/** First path segments the shell answers itself (the API proxy, its files); no remote may declare them. */
export const SHELL_PATHS = ['api', 'remotes.json', 'robots.txt', 'sitemap.xml', 'types'] as const;

const firstSegment = (path: string) => path.split('/')[1]?.toLowerCase() ?? '';

/** Places of the shell's frame a remote may fill with a module: `search` is the header's search overlay. */
export const SLOT_NAMES = ['search'] as const;

/**
 * Pieces of one section's behaviour that other sections' pages embed (see `@shop/shared/fragments`):
 * a remote declares the ones it provides, and each route the ones its page shows, so the shell loads
 * them with the page, on the server and in the browser.
 */
export const FRAGMENT_NAMES = ['add-to-cart', 'product-purchase', 'wishlist-toggle'] as const;

const segment = /^(?::[A-Za-z][A-Za-z0-9]{0,39}|[A-Za-z0-9._~-]{1,60})$/;
const literalSegment = /^[A-Za-z0-9._~-]{1,60}$/;

function routePath(segmentPattern: RegExp, what: string) {
  return z
    .string()
    .max(200)
    .refine(
      (path) =>
        path === '/' ||
        (path.startsWith('/') &&
          !path.endsWith('/') &&
          path
            .slice(1)
            .split('/')
            .every((part) => segmentPattern.test(part))),
      `must be ${what}: '/' or '/'-separated segments of letters, digits, '.', '_', '~' and '-', with no trailing slash`,
    );
}

/** An exposed module's name as the federation manifest lists it, without './'. */
const moduleName = z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'must be an exposed module name such as home-page');

export const declaredRouteSchema = z.strictObject({
  path: routePath(segment, 'a route path (parameters as :name)'),
  access: z.enum(ACCESS_CLASSES, { error: `must be one of ${ACCESS_CLASSES.join(', ')}` }),
  module: moduleName,
  title: z.string().trim().min(1, 'must not be blank').max(80),
  /** What the page says while it loads, instead of keeping the previous page on screen. */
  pending: z.string().trim().min(1).max(120).optional(),
  /** The fragments of other sections the page shows. */
  fragments: z.array(z.enum(FRAGMENT_NAMES)).max(FRAGMENT_NAMES.length).optional(),
});

export const declaredRedirectSchema = z.strictObject({
  from: routePath(literalSegment, 'a path without parameters'),
  to: routePath(literalSegment, 'a path without parameters'),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
});

/**
 * What a remote declares about itself in its `routes.json`, published with each release: its
 * section's name, its CSS class prefix, its routes, redirects and the frame's slots it fills.
 */
export const routeDeclarationSchema = z
  .strictObject({
    /** How a shopper names the section ("The catalogue section could not be loaded…"). */
    section: z.string().trim().min(1, 'must not be blank').max(60),
    /** The Tailwind prefix of every class in the remote's stylesheet. */
    cssPrefix: z.string().regex(/^[a-z]{2,8}$/, 'must be 2 to 8 lower-case letters'),
    routes: z.array(declaredRouteSchema).max(100),
    redirects: z.array(declaredRedirectSchema).max(20).default([]),
    slots: z.partialRecord(z.enum(SLOT_NAMES), moduleName).default({}),
    /** The fragments this remote provides, by the module that renders each. */
    fragments: z.partialRecord(z.enum(FRAGMENT_NAMES), moduleName).optional(),
  })
  .superRefine((declaration, context) => {
    const paths = [...declaration.routes.map((route) => route.path), ...declaration.redirects.map((redirect) => redirect.from)];
    for (const path of paths) {
      if ((SHELL_PATHS as readonly string[]).includes(firstSegment(path)))
        context.addIssue({ code: 'custom', message: `${path} belongs to the shell (${SHELL_PATHS.map((name) => `/${name}`).join(', ')})` });
    }
    for (const [index, path] of paths.entries()) {
      const earlier = paths.slice(0, index).find((other) => pathsOverlap(other, path));
      if (earlier !== undefined) context.addIssue({ code: 'custom', message: `${path} overlaps ${earlier}, declared earlier` });
    }
  });

export type RouteDeclaration = z.infer<typeof routeDeclarationSchema>;
export type DeclaredRoute = z.infer<typeof declaredRouteSchema>;
