import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { deleteAccountSchema } from '@shop/shared/validation';
import { useEffect, useReducer, useRef } from 'react';
import { requestAccountDeletion } from '../api/request-account-deletion';
import { DELETE_ACCOUNT_MESSAGES, deleteAccountFailure, deleteAccountReducer, initialDeleteAccount } from '../model/delete-account-flow';

const emptyForm = { email: '', password: '', confirmPassword: '' };

/** /delete-account: the form, its confirmation screen and the request. */
export function useDeleteAccount() {
  const [state, dispatch] = useReducer(deleteAccountReducer, initialDeleteAccount);
  const form = useSchemaForm(deleteAccountSchema, emptyForm);
  // Two quick clicks on Confirm arrive before the busy button renders; only the first sends.
  const sending = useRef(false);

  // Editing the form again takes the last request's success message away.
  useEffect(() => {
    const watching = form.watch(() => dispatch({ type: 'edited' }));
    return () => watching.unsubscribe();
  }, [form.watch]);

  async function confirm() {
    if (state.step !== 'confirm' || sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    try {
      const message = await requestAccountDeletion(form.getValues());
      toast.success(message || DELETE_ACCOUNT_MESSAGES.submitted);
      form.reset(emptyForm);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      toast.error(deleteAccountFailure(error));
      dispatch({ type: 'failed' });
    } finally {
      sending.current = false;
    }
  }

  return {
    state,
    field: form.field,
    email: form.getValues('email').trim(),
    review: form.handleSubmit(() => dispatch({ type: 'review' })),
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
  };
}
