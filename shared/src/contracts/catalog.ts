import { z } from 'zod';
import { successReply } from './api-envelope';
import type { SortCode } from './sort-codes';

/** A product category; older records carry `name` instead of `categoryName`. */
export const categorySchema = z.object({ _id: z.string(), categoryName: z.string().optional(), name: z.string().optional() });

/** A home-page banner; only active ones are shown. */
export const bannerSchema = z.object({
  _id: z.string(),
  url: z.string(),
  isActive: z.boolean(),
  /** The slide's heading, written over the image; absent on a picture-only slide. */
  title: z.string().optional(),
  text: z.string().optional(),
  /** Where the slide's call to action leads: a path of the shop or an http(s) address. */
  link: z.string().optional(),
});

export const categoriesReplySchema = successReply(z.array(categorySchema));
export const bannersReplySchema = successReply(z.array(bannerSchema));

export type Category = z.infer<typeof categorySchema>;
export type Banner = z.infer<typeof bannerSchema>;

/** One set of product-list filters; price bounds stay strings as typed in the inputs. */
export interface Filters {
  category: string;
  sort: SortCode;
  priceFrom: string;
  priceTo: string;
  rating: string;
}

/** The home page's two product rows. */
export interface HomeHighlights<P> {
  newArrived: P[];
  topBuyers: P[];
}

/** The filters being edited and the ones applied to the list. */
export interface FilterState {
  draft: Filters;
  applied: Filters;
}

/** An entry of the header's navigation list. */
export interface NavItem {
  id: number;
  title: string;
  link: string;
}
