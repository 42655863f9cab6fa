import { shopperMessage } from '@shop/shared/api-client';
import type { DeletionRequest, DeletionRequestList } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';
import { deletionsApi } from '../api/deletions-api';
import { ProcessDialog } from './process-dialog';

export const REQUESTS_FAILED = 'The deletion requests could not be loaded. Please try again.';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** How long the request has waited; an overdue one says so in words, in red. */
function Waited({ request, overdueAfterDays }: { request: DeletionRequest; overdueAfterDays: number }) {
  if (!request.overdue) return <span>{days(request.daysWaited)}</span>;
  return (
    <span className="bo:font-semibold bo:text-red-700">
      {days(request.daysWaited)}
      <span className="bo:ml-2 bo:inline-block bo:whitespace-nowrap bo:rounded bo:bg-red-100 bo:px-1.5 bo:py-0.5 bo:text-xs bo:text-red-800">
        Overdue: over {overdueAfterDays} days
      </span>
    </span>
  );
}

function ProcessButton({ request, onProcess }: { request: DeletionRequest; onProcess: (request: DeletionRequest) => void }) {
  return (
    <Button
      variant="secondary"
      className="bo:px-3 bo:py-1"
      aria-haspopup="dialog"
      aria-label={`Process the request of ${request.email}`}
      onClick={() => onProcess(request)}
    >
      Process
    </Button>
  );
}

interface RequestsProps {
  list: DeletionRequestList;
  onProcess: (request: DeletionRequest) => void;
}

/** Requests as a table, or as cards on a phone: who, since when, how long, and the button. */
function Requests({ list, onProcess }: RequestsProps) {
  const label = 'Deletion requests, oldest first';
  return (
    <>
      <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
        {list.requests.map((request) => (
          <li key={request.id} className="bo:space-y-1 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <p className="bo:font-semibold bo:text-slate-900">{request.fullName || '—'}</p>
            <p className="bo:break-all">{request.email}</p>
            <p className="bo:text-slate-700">
              Asked {formatDate(request.requestedAt)} · waited <Waited request={request} overdueAfterDays={list.overdueAfterDays} />
            </p>
            <ProcessButton request={request} onProcess={onProcess} />
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              {['Name', 'E-mail', 'Asked', 'Waited', 'Action'].map((name) => (
                <TableHeaderCell key={name}>{name}</TableHeaderCell>
              ))}
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100 bo:align-top">
            {list.requests.map((request) => (
              <tr key={request.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2">{request.fullName || '—'}</td>
                <td className="bo:px-3 bo:py-2 bo:break-all">{request.email}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDate(request.requestedAt)}</td>
                <td className="bo:px-3 bo:py-2">
                  <Waited request={request} overdueAfterDays={list.overdueAfterDays} />
                </td>
                <td className="bo:px-3 bo:py-2">
                  <ProcessButton request={request} onProcess={onProcess} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** The shoppers who asked for their account to be deleted, oldest first; the owner erases each one. */
export function DeletionRequestsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery<DeletionRequestList | null>(['backoffice/deletions', page], () => deletionsApi.list({ page }), null);
  const [processing, setProcessing] = useState<DeletionRequest | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section aria-labelledby="deletions-title" className="bo:space-y-4">
      <div className="bo:space-y-1">
        <h1 id="deletions-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Deletion requests{list.data ? ` (${list.data.total})` : ''}
        </h1>
        <p className="bo:text-sm bo:text-slate-600">
          Finish any open order or refund of the shopper first. Processing erases the account; its orders’ invoices are kept for the GST
          law.
        </p>
      </div>
      <LoadView
        status={list.status === 'loading' && list.data ? 'ready' : list.status}
        loading={<Skeleton className="bo:h-40 bo:w-full" />}
        failure={shopperMessage(list.error, REQUESTS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.requests.length === 0}
        empty={<EmptyState title="No deletion requests" message="No shopper is waiting for their account to be deleted." />}
      >
        {list.data ? (
          <>
            <Requests list={list.data} onProcess={setProcessing} />
            {pages > 1 ? (
              <nav aria-label="Deletion request pages" className="bo:flex bo:items-center bo:gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous Page
                </Button>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
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
      {processing ? (
        <ProcessDialog
          request={processing}
          onClose={() => setProcessing(null)}
          onDone={() => {
            setProcessing(null);
            list.retry();
          }}
        />
      ) : null}
    </section>
  );
}
