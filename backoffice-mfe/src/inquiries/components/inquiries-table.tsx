import type { AdminInquiryRowView } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { ScrollRegion } from '../../app/scroll-region';
import { StatusBadge } from '../../app/status-badge';
import { TableHeaderCell } from '../../app/table-header-cell';
import { INQUIRY_KIND_WORDS } from '../inquiry-filters';

const LABEL = 'Inquiries found';

function InquiryLink({ inquiry }: { inquiry: AdminInquiryRowView }) {
  return (
    <Link to={`/inquiries/${inquiry.id}`} className="bo:font-semibold bo:break-words bo:text-brand-700 bo:underline">
      {inquiry.subject}
    </Link>
  );
}

/** The inbox as a table, or as cards on a phone; each inquiry opens by its subject. */
export function InquiriesTable({ inquiries }: { inquiries: readonly AdminInquiryRowView[] }) {
  return (
    <>
      <ul aria-label={LABEL} className="bo:space-y-2 bo:sm:hidden">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <div className="bo:flex bo:items-start bo:justify-between bo:gap-2">
              <InquiryLink inquiry={inquiry} />
              <StatusBadge inquiryStatus={inquiry.status} />
            </div>
            <p className="bo:break-words">
              {inquiry.from} · {INQUIRY_KIND_WORDS[inquiry.kind]}
            </p>
            <p className="bo:text-slate-600">
              {formatDateTime(inquiry.receivedAt)}
              {inquiry.assignee ? ` · ${inquiry.assignee.name}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <ScrollRegion label={LABEL} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <TableHeaderCell>Received</TableHeaderCell>
              <TableHeaderCell>Subject</TableHeaderCell>
              <TableHeaderCell>From</TableHeaderCell>
              <TableHeaderCell>Kind</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Assignee</TableHeaderCell>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100">
            {inquiries.map((inquiry) => (
              <tr key={inquiry.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(inquiry.receivedAt)}</td>
                <td className="bo:px-3 bo:py-2">
                  <InquiryLink inquiry={inquiry} />
                </td>
                <td className="bo:px-3 bo:py-2">{inquiry.from}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{INQUIRY_KIND_WORDS[inquiry.kind]}</td>
                <td className="bo:px-3 bo:py-2">
                  <StatusBadge inquiryStatus={inquiry.status} />
                </td>
                <td className="bo:px-3 bo:py-2">{inquiry.assignee?.name ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
