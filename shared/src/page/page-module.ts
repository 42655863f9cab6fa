import type { ComponentType } from 'react';

/**
 * What the shell hands every page: its route's parameters and what the page's loader returned
 * (optional for a page without a loader, whose data is always undefined).
 */
export type PageProps<D = undefined> = { params: Record<string, string> } & (undefined extends D ? { data?: D } : { data: D });

/** What a page's loader is told about the request it loads for. */
export interface PageLoaderArgs {
  params: Record<string, string>;
  url: URL;
  signal: AbortSignal;
}

/** A loader's answer: the page's data, and the HTTP status the page stands for (404 for an unknown product). */
export interface PageResult<D> {
  data: D;
  status?: number;
}

/**
 * Loads a page's data, on the server for the first view and in the browser for every navigation.
 * It runs with no shopper's session: it reads public data only, and answers failures with data
 * the page renders as its error state rather than throwing.
 */
export type PageLoader<D> = (args: PageLoaderArgs) => Promise<PageResult<D>>;

/** The page's head: the shell writes the tags (Open Graph, Twitter, canonical) from it. */
export interface PageHead {
  title: string;
  description?: string;
  /** An absolute URL or a path on the shop's origin. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type. */
  type?: 'website' | 'product';
  /** Structured data, one `<script type="application/ld+json">` each. */
  jsonLd?: Record<string, unknown>[];
}

/** What a page's head may depend on besides its data. */
export interface PageHeadContext {
  params: Record<string, string>;
  url: URL;
  /** The shop's public origin, for absolute links in structured data. */
  origin: string;
}

/** Builds a page's head from its loader data. */
export type PageHeadBuilder<D> = (data: D, context: PageHeadContext) => PageHead;

/** An exposed page module: the page, and optionally its loader and head. */
export interface PageModule<D = unknown> {
  default: ComponentType<PageProps<D>>;
  loader?: PageLoader<D>;
  head?: PageHeadBuilder<D>;
}
