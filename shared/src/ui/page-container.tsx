import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/**
 * The one content width and page spacing: every page of every section sits in it, so the shop
 * keeps one edge from header to footer. Classes here are compiled by the shell's stylesheet.
 */
export const pageContainerClass = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

/** Vertical rhythm of a page: its padding and the gap between its sections. */
export const pageSpacingClass = 'py-8 lg:py-12';

/** A page's outer frame: the shared width, side padding and vertical spacing; `className` adds a page's own layout. */
export function PageContainer({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(pageContainerClass, pageSpacingClass, className)} {...rest} />;
}
