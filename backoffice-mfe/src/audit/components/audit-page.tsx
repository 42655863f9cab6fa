import { adminRequest, shopperMessage } from '@shop/shared/api-client';
import type { StaffAuditEntry } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';
import { useQuery } from '@shop/shared/query';
import { EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';

export const AUDIT_FAILED = 'The audit log could not be loaded. Please try again.';

async function fetchAudit(): Promise<StaffAuditEntry[]> {
  return (await adminRequest<StaffAuditEntry[]>('GET', 'audit', { limit: 200 })).data;
}

const changeOf = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every staff and operator action, refusals included, newest first: for the owner. */
export function AuditPage() {
  const audit = useQuery<StaffAuditEntry[]>(['backoffice/audit'], fetchAudit, []);
  return (
    <section aria-labelledby="audit-title" className="bo:space-y-4">
      <h1 id="audit-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
        Audit log
      </h1>
      <LoadView
        status={audit.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(audit.error, AUDIT_FAILED)}
        onRetry={audit.retry}
        isEmpty={audit.data.length === 0}
        empty={<EmptyState title="Nothing recorded yet" />}
      >
        <ScrollRegion label="Audit entries" className="bo:overflow-x-auto bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white">
          <table className="bo:w-full bo:text-left bo:text-sm">
            <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
              <tr>
                {['When', 'Who', 'Action', 'On', 'Outcome', 'Reason', 'Before', 'After', 'Address'].map((name) => (
                  <TableHeaderCell key={name}>{name}</TableHeaderCell>
                ))}
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-slate-100 bo:align-top">
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(entry.at)}</td>
                  <td className="bo:px-3 bo:py-2">{entry.tokenName}</td>
                  <td className="bo:px-3 bo:py-2 bo:font-mono bo:text-xs">{entry.action}</td>
                  <td className="bo:min-w-48 bo:px-3 bo:py-2 bo:font-mono bo:text-xs bo:break-all">{entry.target}</td>
                  <td className={entry.outcome === 'refused' ? 'bo:px-3 bo:py-2 bo:font-semibold bo:text-red-700' : 'bo:px-3 bo:py-2'}>
                    {entry.outcome === 'refused' ? 'Refused' : 'Done'}
                  </td>
                  <td className="bo:px-3 bo:py-2">{entry.reason ?? ''}</td>
                  <td className="bo:min-w-64 bo:px-3 bo:py-2 bo:font-mono bo:text-xs bo:break-all">{changeOf(entry.before)}</td>
                  <td className="bo:min-w-64 bo:px-3 bo:py-2 bo:font-mono bo:text-xs bo:break-all">{changeOf(entry.after)}</td>
                  <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </LoadView>
    </section>
  );
}
