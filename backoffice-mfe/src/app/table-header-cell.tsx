import { cx } from '@shop/shared/ui';
import type { ReactNode } from 'react';

/** A column's heading in a back-office table: one place for the padding every table's headings share. */
export function TableHeaderCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cx('bo:px-3 bo:py-2', className)}>
      {children}
    </th>
  );
}
