import { shopperMessage } from '@shop/shared/api-client';
import type { StaffListEntry } from '@shop/shared/contracts';
import { useQuery } from '@shop/shared/query';
import { EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { useStaff } from '../../app/staff-context';
import { staffApi } from '../api/staff-api';
import type { StaffChangeKind } from '../staff-words';
import { ChangeDialog } from './change-dialog';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';

export const STAFF_FAILED = 'The staff could not be loaded. Please try again.';

/** The owner's page: every member with their role, state and last sign-in, invitations, and changes of role or state. */
export function StaffPage() {
  const me = useStaff();
  const staff = useQuery<StaffListEntry[]>(['backoffice/staff'], staffApi.list, []);
  const [asked, setAsked] = useState<{ member: StaffListEntry; kind: StaffChangeKind } | null>(null);
  return (
    <section aria-labelledby="staff-title" className="bo:space-y-4">
      <h1 id="staff-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
        Staff
      </h1>
      <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
        <InviteForm onInvited={staff.retry} />
      </div>
      <LoadView
        status={staff.status === 'loading' && staff.data.length > 0 ? 'ready' : staff.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(staff.error, STAFF_FAILED)}
        onRetry={staff.retry}
        isEmpty={staff.data.length === 0}
        empty={<EmptyState title="No staff yet" message="Invite the first member above." />}
      >
        <StaffTable members={staff.data} selfId={me.id} onAsk={(member, kind) => setAsked({ member, kind })} />
      </LoadView>
      {asked ? (
        <ChangeDialog
          member={asked.member}
          kind={asked.kind}
          onClose={() => setAsked(null)}
          onChanged={() => {
            setAsked(null);
            staff.retry();
          }}
        />
      ) : null}
    </section>
  );
}
