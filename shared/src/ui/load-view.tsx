import type { ReactNode } from 'react';
import type { LoadStatus } from '../query/use-query';
import { Button } from './button';

/** Props of the block that shows a browser read's answer in its four states. */
export interface LoadViewProps {
  status: LoadStatus;
  /** What shows while the read is on its way; nothing when the page shows its skeleton itself. */
  loading?: ReactNode;
  /** The sentence shown when the read failed, chosen by the page (`shopperMessage`). */
  failure: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Whether the answer holds nothing; `empty` shows instead of the list then. A single record leaves both out. */
  isEmpty?: boolean;
  empty?: ReactNode;
  /** The list, shown once an answer with something in it came. */
  children: ReactNode;
}

/** The one way a list read in the browser (`useQuery`) shows loading, failure with a retry, nothing, or itself. */
export function LoadView({
  status,
  loading = null,
  failure,
  onRetry,
  retryLabel = 'Try Again',
  isEmpty = false,
  empty = null,
  children,
}: LoadViewProps) {
  if (status === 'loading') return loading;
  if (status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800">
        <p>{failure}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return isEmpty ? empty : children;
}
