import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { DELETE_ACCOUNT_MESSAGES } from '../model/delete-account-flow';
import { DeleteAccountConfirmation } from './delete-account-confirmation';
import { DeleteAccountForm } from './delete-account-form';

/** /delete-account: a request to delete an account, proved by its password and confirmed once more. */
export function DeleteAccountPage(_props: PageProps) {
  const { state, field, email, review, confirm, cancel } = useDeleteAccount();
  return (
    <AuthCard title="Delete Account" intro="Enter the email and password of the account you want us to delete.">
      {state.submitted && (
        <p
          role="status"
          className="acc:mb-5 acc:rounded-lg acc:border acc:border-green-300 acc:bg-green-50 acc:p-4 acc:text-sm acc:text-green-900"
        >
          {DELETE_ACCOUNT_MESSAGES.submitted}
        </p>
      )}
      {state.step === 'form' ? (
        <DeleteAccountForm field={field} onReview={review} />
      ) : (
        <DeleteAccountConfirmation email={email} submitting={state.step === 'submitting'} onCancel={cancel} onConfirm={confirm} />
      )}
    </AuthCard>
  );
}
