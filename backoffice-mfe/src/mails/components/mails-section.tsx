import { shopperMessage } from '@shop/shared/api-client';
import type { AdminMail, AdminMailList } from '@shop/shared/contracts';
import type { QueryResult } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { MailsTable } from './mails-table';

export const MAILS_FAILED = 'The mails could not be loaded. Please try again.';

/** One state's mails with their pages: the list, its count and the way to the next page. */
export function MailsSection({
  title,
  empty,
  list,
  onPage,
  onResend,
  sending,
}: {
  title: string;
  empty: string;
  list: QueryResult<AdminMailList | null>;
  onPage: (page: number) => void;
  onResend?: (mail: AdminMail) => void;
  sending?: string | null;
}) {
  const page = list.data?.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const id = `mails-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="bo:space-y-3">
      <h2 id={id} className="bo:text-lg bo:font-semibold bo:text-slate-900">
        {title}
        {list.data ? ` (${list.data.total})` : ''}
      </h2>
      <LoadView
        status={list.status === 'loading' && list.data ? 'ready' : list.status}
        loading={<Skeleton className="bo:h-40 bo:w-full" />}
        failure={shopperMessage(list.error, MAILS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.mails.length === 0}
        empty={<EmptyState title={empty} />}
      >
        {list.data ? (
          <>
            <MailsTable label={`${title} mails`} mails={list.data.mails} onResend={onResend} sending={sending} />
            {pages > 1 ? (
              <nav aria-label={`${title} pages`} className="bo:flex bo:items-center bo:gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  Previous Page
                </Button>
                <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                  Next Page
                </Button>
                <span className="bo:text-sm bo:text-slate-600">
                  Page {page} of {pages}
                </span>
              </nav>
            ) : null}
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
