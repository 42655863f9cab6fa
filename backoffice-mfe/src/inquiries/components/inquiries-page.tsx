import { shopperMessage } from '@shop/shared/api-client';
import { type AdminInquiryList, type AdminInquiryListQuery, INQUIRY_KINDS, INQUIRY_STATUSES } from '@shop/shared/contracts';
import { SelectField } from '@shop/shared/fields';
import { navigate, useSearchParams } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import type { FormEvent } from 'react';
import { INQUIRY_STATUS_WORDS } from '../../app/status-badge';
import { inquiriesApi } from '../api/inquiries-api';
import { INQUIRY_KIND_WORDS, inquiryFiltersFromSearch, inquirySearchOf } from '../inquiry-filters';
import { InquiriesTable } from './inquiries-table';

export const INQUIRIES_FAILED = 'The inquiries could not be loaded. Please try again.';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_WORDS[status] }));
const KIND_OPTIONS = INQUIRY_KINDS.map((kind) => ({ value: kind, label: INQUIRY_KIND_WORDS[kind] }));

/** Status and kind, read from and written to the address so Back returns to the previous view. */
function InquiryFiltersForm({ filters }: { filters: AdminInquiryListQuery }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    navigate(
      inquirySearchOf({
        ...(text('status') ? { status: text('status') as AdminInquiryListQuery['status'] } : {}),
        ...(text('kind') ? { kind: text('kind') as AdminInquiryListQuery['kind'] } : {}),
      }),
    );
  };
  return (
    <form
      key={JSON.stringify(filters)}
      aria-label="Filter inquiries"
      onSubmit={submit}
      className="bo:grid bo:gap-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:sm:grid-cols-3 bo:sm:items-end"
    >
      <SelectField
        id="inquiries-status"
        name="status"
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        defaultValue={filters.status ?? ''}
      />
      <SelectField
        id="inquiries-kind"
        name="kind"
        label="Kind"
        placeholder="Any kind"
        options={KIND_OPTIONS}
        defaultValue={filters.kind ?? ''}
      />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}

/** Every contact message, dealership and wholesale inquiry, newest first, by status and kind. */
export function InquiriesPage() {
  const search = useSearchParams();
  const filters = inquiryFiltersFromSearch(search);
  const key = inquirySearchOf(filters);
  const list = useQuery<AdminInquiryList | null>(['backoffice/inquiries', key], () => inquiriesApi.list(filters), null);
  const page = list.data?.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="inquiries-title" className="bo:space-y-4">
      <div className="bo:space-y-1">
        <h1 id="inquiries-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Inquiries
        </h1>
        <p className="bo:text-sm bo:text-slate-600">
          Contact messages, dealership and wholesale inquiries. Open one to note, reply or close it.
        </p>
      </div>
      <InquiryFiltersForm filters={filters} />
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(list.error, INQUIRIES_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.inquiries.length === 0}
        empty={<EmptyState title="No inquiries found" message="No inquiry has this status and kind. Show any status to see them all." />}
      >
        {list.data ? (
          <>
            <p className="bo:text-sm bo:text-slate-600" aria-live="polite">
              {list.data.total} inquir{list.data.total === 1 ? 'y' : 'ies'} · page {page} of {pages}
            </p>
            <InquiriesTable inquiries={list.data.inquiries} />
            {pages > 1 ? (
              <nav aria-label="Pages" className="bo:flex bo:gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => navigate(inquirySearchOf({ ...filters, page: page - 1 }))}>
                  Previous Page
                </Button>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => navigate(inquirySearchOf({ ...filters, page: page + 1 }))}
                >
                  Next Page
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </LoadView>
    </section>
  );
}
