import { deleteAccountSchema, type FieldErrors, fieldErrors } from '@shop/shared/validation';
import { isRefusal, refusalMessage } from '../../app/api-failure';

/** The form's fields. */
export interface DeleteAccountForm {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Form, then the confirmation screen, then the request; a success ends on a cleared form. */
export type DeleteAccountStep = 'form' | 'confirm' | 'submitting';

export interface DeleteAccountState {
  step: DeleteAccountStep;
  values: DeleteAccountForm;
  errors: FieldErrors;
  /** Set after a successful request, until the form is edited again. */
  submitted: boolean;
}

export type DeleteAccountAction =
  | { type: 'change'; field: keyof DeleteAccountForm; value: string }
  | { type: 'review' }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' };

export const DELETE_ACCOUNT_MESSAGES = {
  submitted: 'Account deletion request submitted successfully',
  failed: 'An error occurred. Please try again.',
} as const;

const emptyForm: DeleteAccountForm = { email: '', password: '', confirmPassword: '' };

export const initialDeleteAccount: DeleteAccountState = { step: 'form', values: emptyForm, errors: {}, submitted: false };

/** Each step follows only from the one before it, so nothing is sent without the confirmation. */
export function deleteAccountReducer(state: DeleteAccountState, action: DeleteAccountAction): DeleteAccountState {
  switch (action.type) {
    case 'change': {
      if (state.step !== 'form') return state;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors, submitted: false };
    }
    case 'review': {
      if (state.step !== 'form') return state;
      const errors = fieldErrors(deleteAccountSchema, state.values);
      return Object.keys(errors).length > 0 ? { ...state, errors } : { ...state, errors: {}, step: 'confirm', submitted: false };
    }
    case 'cancel':
      return state.step === 'confirm' ? { ...state, step: 'form' } : state;
    case 'submit':
      return state.step === 'confirm' ? { ...state, step: 'submitting' } : state;
    case 'succeeded':
      return { ...initialDeleteAccount, submitted: true };
    case 'failed':
      // Back to the form with everything still typed, so a slip is fixed without starting over.
      return { ...state, step: 'form' };
  }
}

/** The failure toast: the server's own words when it refused (a wrong password), else the spec's text. */
export function deleteAccountFailure(error: unknown): string {
  return isRefusal(error) ? refusalMessage(error, DELETE_ACCOUNT_MESSAGES.failed) : DELETE_ACCOUNT_MESSAGES.failed;
}
