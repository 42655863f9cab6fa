import type { StaffListEntry } from '@shop/shared/contracts';
import { SelectField, TextArea } from '@shop/shared/fields';
import { Button, Dialog } from '@shop/shared/ui';
import { useChangeForm } from '../hooks/use-change-form';
import { CHANGE_LABELS, ROLE_OPTIONS, ROLE_WORDS, type StaffChangeKind } from '../staff-words';

const EXPLAINED: Record<StaffChangeKind, string> = {
  role: 'The new role applies from their next click.',
  disable: 'They are signed out everywhere at once and cannot sign in until enabled again.',
  enable: 'They can sign in again; an invitee who never set a password gets their invitation back.',
};

/** Asks the reason for a change of one member (and the new role) and makes it. */
export function ChangeDialog({
  member,
  kind,
  onClose,
  onChanged,
}: {
  member: StaffListEntry;
  kind: StaffChangeKind;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { field, sending, submit } = useChangeForm(member, kind, onChanged);
  const label = CHANGE_LABELS[kind];
  return (
    <Dialog title={`${label}: ${member.name}?`} onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-3 bo:space-y-4">
        <p className="bo:text-sm bo:text-slate-600">
          {member.email} · {ROLE_WORDS[member.role]}. {EXPLAINED[kind]}
        </p>
        {kind === 'role' ? <SelectField id="change-role" label="New role" options={ROLE_OPTIONS} required {...field('role')} /> : null}
        <TextArea id="change-reason" label="Reason" hint="Recorded in the audit log. Up to 500 characters." required {...field('reason')} />
        <div className="bo:flex bo:justify-end bo:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant={kind === 'disable' ? 'danger' : 'primary'} busy={sending}>
            {label}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
