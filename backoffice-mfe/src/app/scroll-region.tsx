import { cx } from '@shop/shared/ui';
import type { ReactNode } from 'react';

/** A wide table's frame: it scrolls sideways on a phone, and takes focus so a keyboard can scroll it. */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it.
      tabIndex={0}
      className={cx('bo:overflow-x-auto bo:focus-visible:outline-2 bo:focus-visible:outline-brand-600', className)}
    >
      {children}
    </section>
  );
}
