import { adminRequest, shopperMessage } from '@shop/shared/api-client';
import { acceptStaffInviteBody } from '@shop/shared/contracts';
import { TextField } from '@shop/shared/fields';
import { useSchemaForm } from '@shop/shared/forms';
import { Link, useSearchParams } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';

export const ACCEPT_FAILED = 'Your password could not be set. Please try again.';

/** Where an invited staff member, from the e-mailed link, sets the password of the account. */
export function AcceptInvitePage() {
  const token = useSearchParams().get('token') ?? '';
  const form = useSchemaForm(acceptStaffInviteBody, { token, password: '' });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const submit = form.handleSubmit(async (body) => {
    setProblem(undefined);
    try {
      setDone((await adminRequest('POST', 'auth/accept-invite', body)).message);
    } catch (error) {
      setProblem(shopperMessage(error, ACCEPT_FAILED));
    }
  });
  const tokenError = form.formState.errors.token?.message;
  return (
    <div className="bo:mx-auto bo:max-w-sm bo:px-4 bo:py-12">
      <h1 className="bo:text-2xl bo:font-semibold bo:text-slate-900">Set your password</h1>
      {done ? (
        <div className="bo:mt-4 bo:space-y-3">
          <p role="status">{done}</p>
          <Link to="/" className="bo:font-semibold bo:text-brand-700 bo:underline">
            Sign in to the back office
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-6 bo:space-y-4">
          <TextField
            id="invite-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, with an upper-case and a lower-case letter, a digit and one of @$!%*?&."
            required
            {...form.field('password')}
          />
          {problem || tokenError ? (
            <p role="alert" className="bo:text-sm bo:text-red-700">
              {problem ?? tokenError}
            </p>
          ) : null}
          <Button type="submit" busy={form.formState.isSubmitting} className="bo:w-full">
            Set Password
          </Button>
        </form>
      )}
    </div>
  );
}
