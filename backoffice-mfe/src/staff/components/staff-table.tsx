import type { StaffListEntry } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';
import { Button, cx } from '@shop/shared/ui';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';
import { CHANGE_LABELS, ROLE_WORDS, STATE_WORDS, type StaffChangeKind, stateChangeOf } from '../staff-words';

/** Asks for a change of a member: the page opens the dialog. */
export type AskChange = (member: StaffListEntry, kind: StaffChangeKind) => void;

const STATE_TONE: Record<StaffListEntry['state'], string> = {
  active: 'bo:bg-emerald-100 bo:text-emerald-900',
  invited: 'bo:bg-amber-100 bo:text-amber-900',
  disabled: 'bo:bg-slate-200 bo:text-slate-800',
};

function StateBadge({ state }: { state: StaffListEntry['state'] }) {
  return (
    <span
      className={cx('bo:inline-block bo:rounded bo:px-2 bo:py-0.5 bo:text-xs bo:font-semibold bo:whitespace-nowrap', STATE_TONE[state])}
    >
      {STATE_WORDS[state]}
    </span>
  );
}

const lastSignIn = (member: StaffListEntry) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never');

/**
 * The member's two buttons, named with the member so a screen reader's list of buttons tells the rows
 * apart; none on the owner's own row, whose role and account only another owner changes.
 */
function Actions({ member, self, onAsk }: { member: StaffListEntry; self: boolean; onAsk: AskChange }) {
  if (self) return <span className="bo:text-sm bo:text-slate-500">You</span>;
  const stateChange = stateChangeOf(member);
  return (
    <div className="bo:flex bo:flex-wrap bo:gap-2">
      <Button
        variant="secondary"
        className="bo:px-3 bo:py-1"
        aria-haspopup="dialog"
        aria-label={`${CHANGE_LABELS.role} of ${member.name}`}
        onClick={() => onAsk(member, 'role')}
      >
        {CHANGE_LABELS.role}
      </Button>
      <Button
        variant={stateChange === 'disable' ? 'destructive' : 'secondary'}
        className="bo:px-3 bo:py-1"
        aria-haspopup="dialog"
        aria-label={`${CHANGE_LABELS[stateChange]} ${member.name}`}
        onClick={() => onAsk(member, stateChange)}
      >
        {CHANGE_LABELS[stateChange]}
      </Button>
    </div>
  );
}

interface StaffTableProps {
  members: readonly StaffListEntry[];
  selfId: string;
  onAsk: AskChange;
}

/** On a phone, one card per member. */
function StaffCards({ members, selfId, onAsk }: StaffTableProps) {
  return (
    <ul aria-label="Staff members" className="bo:space-y-2 bo:sm:hidden">
      {members.map((member) => (
        <li key={member.id} className="bo:space-y-2 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3">
          <div className="bo:flex bo:items-center bo:justify-between bo:gap-2">
            <p className="bo:font-semibold bo:text-slate-900">{member.name}</p>
            <StateBadge state={member.state} />
          </div>
          <p className="bo:text-sm bo:break-all">{member.email}</p>
          <p className="bo:text-sm bo:text-slate-600">
            {ROLE_WORDS[member.role]} · last sign-in {lastSignIn(member)}
          </p>
          <Actions member={member} self={member.id === selfId} onAsk={onAsk} />
        </li>
      ))}
    </ul>
  );
}

/** The staff as a table, or as cards on a phone. */
export function StaffTable(props: StaffTableProps) {
  const { members, selfId, onAsk } = props;
  return (
    <>
      <StaffCards {...props} />
      <ScrollRegion label="Staff members" className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              {['Name', 'E-mail', 'Role', 'State', 'Last sign-in', 'Actions'].map((name) => (
                <TableHeaderCell key={name}>{name}</TableHeaderCell>
              ))}
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100">
            {members.map((member) => (
              <tr key={member.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2 bo:font-semibold">{member.name}</td>
                <td className="bo:px-3 bo:py-2 bo:break-all">{member.email}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{ROLE_WORDS[member.role]}</td>
                <td className="bo:px-3 bo:py-2">
                  <StateBadge state={member.state} />
                </td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{lastSignIn(member)}</td>
                <td className="bo:px-3 bo:py-2">
                  <Actions member={member} self={member.id === selfId} onAsk={onAsk} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
