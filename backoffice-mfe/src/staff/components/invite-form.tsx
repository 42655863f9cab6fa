import { SelectField, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useInviteForm } from '../hooks/use-invite-form';
import { ROLE_OPTIONS } from '../staff-words';

/** Invites someone by e-mail with a role; they set their own password from the mailed link. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { field, sending, submit } = useInviteForm(onInvited);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invite-title" className="bo:space-y-3">
      <h2 id="invite-title" className="bo:text-lg bo:font-semibold bo:text-slate-900">
        Invite a member
      </h2>
      <p className="bo:text-sm bo:text-slate-600">They get a link by mail to set their password; it works for 3 days, once.</p>
      <div className="bo:grid bo:gap-3 bo:md:grid-cols-3">
        <TextField id="invite-email" label="E-mail address" type="email" autoComplete="off" required {...field('email')} />
        <TextField id="invite-name" label="Name" autoComplete="off" required {...field('name')} />
        <SelectField id="invite-role" label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} required {...field('role')} />
      </div>
      <Button type="submit" busy={sending}>
        Send Invitation
      </Button>
    </form>
  );
}
