import { Button } from '@shop/shared/ui';
import { useEffect, useId, useRef } from 'react';

/** Props of the screen that asks once more before the request is sent. */
export interface DeleteAccountConfirmationProps {
  email: string;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** What deleting the account means, with Cancel and Confirm. */
export function DeleteAccountConfirmation({ email, submitting, onCancel, onConfirm }: DeleteAccountConfirmationProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone; reading starts at the question.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="acc:space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="acc:text-lg acc:font-semibold acc:text-slate-900 acc:outline-none">
        Delete the account {email}?
      </h2>
      <ul className="acc:list-disc acc:space-y-1.5 acc:pl-5 acc:text-sm acc:leading-6 acc:text-slate-700">
        <li>You are signed out on every device, and this email and password no longer sign in.</li>
        <li>Your request goes to our team, who delete your profile, saved addresses and wish list.</li>
        <li>This cannot be undone from the website; to shop again you would create a new account.</li>
      </ul>
      <div className="acc:flex acc:justify-end acc:gap-3 acc:pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={submitting}>
          {submitting ? 'Submitting…' : 'Confirm'}
        </Button>
      </div>
    </section>
  );
}
