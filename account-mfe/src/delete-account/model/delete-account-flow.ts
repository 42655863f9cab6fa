import { shopperMessage } from '@shop/shared/api-client';

/** Form, then the confirmation screen, then the request; a success ends on a cleared form. */
export type DeleteAccountStep = 'form' | 'confirm' | 'submitting';

export interface DeleteAccountState {
  step: DeleteAccountStep;
  /** Set after a successful request, until the form is edited again. */
  submitted: boolean;
}

export type DeleteAccountAction =
  | { type: 'edited' }
  | { type: 'review' }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' };

export const DELETE_ACCOUNT_MESSAGES = {
  submitted: 'Account deletion request submitted successfully',
  failed: 'An error occurred. Please try again.',
} as const;

export const initialDeleteAccount: DeleteAccountState = { step: 'form', submitted: false };

/** Each step follows only from the one before it, so nothing is sent without the confirmation. */
export function deleteAccountReducer(state: DeleteAccountState, action: DeleteAccountAction): DeleteAccountState {
  switch (action.type) {
    case 'edited':
      return state.submitted ? { ...state, submitted: false } : state;
    case 'review':
      return state.step === 'form' ? { step: 'confirm', submitted: false } : state;
    case 'cancel':
      return state.step === 'confirm' ? { ...state, step: 'form' } : state;
    case 'submit':
      return state.step === 'confirm' ? { ...state, step: 'submitting' } : state;
    case 'succeeded':
      return { step: 'form', submitted: true };
    case 'failed':
      // Back to the form with everything still typed, so a slip is fixed without starting over.
      return { ...state, step: 'form' };
  }
}

/** The failure toast: the server's own words when it refused (a wrong password), else the page's own text. */
export function deleteAccountFailure(error: unknown): string {
  return shopperMessage(error, DELETE_ACCOUNT_MESSAGES.failed);
}
