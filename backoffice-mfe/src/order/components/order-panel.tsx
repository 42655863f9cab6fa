import type { ReactNode } from 'react';

/** One titled box of the order page: a region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
      <h2 className="bo:mb-2 bo:text-sm bo:font-semibold bo:uppercase bo:tracking-wide bo:text-slate-500">{title}</h2>
      {children}
    </section>
  );
}
