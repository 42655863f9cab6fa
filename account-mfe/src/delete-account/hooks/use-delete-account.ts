import { toast } from '@shop/shared/stores';
import { useReducer, useRef } from 'react';
import { requestAccountDeletion } from '../api/request-account-deletion';
import {
  DELETE_ACCOUNT_MESSAGES,
  type DeleteAccountForm,
  deleteAccountFailure,
  deleteAccountReducer,
  initialDeleteAccount,
} from '../model/delete-account-flow';

/** /delete-account: the form, its confirmation screen and the request. */
export function useDeleteAccount() {
  const [state, dispatch] = useReducer(deleteAccountReducer, initialDeleteAccount);
  // Two quick clicks on Confirm arrive before the busy button renders; only the first sends.
  const sending = useRef(false);

  function change(field: keyof DeleteAccountForm, value: string) {
    dispatch({ type: 'change', field, value });
  }

  function review() {
    dispatch({ type: 'review' });
  }

  async function confirm() {
    if (state.step !== 'confirm' || sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    try {
      const message = await requestAccountDeletion(state.values);
      toast.success(message || DELETE_ACCOUNT_MESSAGES.submitted);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      toast.error(deleteAccountFailure(error));
      dispatch({ type: 'failed' });
    } finally {
      sending.current = false;
    }
  }

  return { state, change, review, confirm, cancel: () => dispatch({ type: 'cancel' }) };
}
