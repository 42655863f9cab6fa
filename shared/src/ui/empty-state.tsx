import type { ReactNode } from 'react';

/** Props of a page's "nothing here yet" block. */
export interface EmptyStateProps {
  title: string;
  /** The heading level the page's outline needs: 1 when the block is the whole page. */
  level?: 1 | 2;
  /** A sentence under the title. */
  message?: string;
  /** Where to go from here: usually one link styled as a button. */
  action?: ReactNode;
}

/** The one look of an empty list: a dashed box with a title, an optional sentence and the way on. */
export function EmptyState({ title, level = 2, message, action }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
      {message && <p className="max-w-md text-slate-600">{message}</p>}
      {action}
    </div>
  );
}
