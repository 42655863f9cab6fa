import type { FieldErrors } from '@shop/shared/validation';
import { useCallback, useMemo, useReducer } from 'react';

/** A form's values and the message per field that is wrong. */
export interface FormState<V> {
  values: V;
  errors: FieldErrors;
}

/** What can happen to a form. */
export type FormAction<V> =
  | { type: 'change'; field: keyof V & string; value: V[keyof V] }
  | { type: 'errors'; errors: FieldErrors }
  | { type: 'reset'; values: V };

/** Editing a field clears its error (the spec's rule for every form); checking sets them all at once. */
export function formReducer<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'reset':
      return { values: action.values, errors: {} };
  }
}

/** A form held in a reducer: values, errors and the three ways to change them. */
export function useFormState<V>(initial: V) {
  const [state, dispatch] = useReducer(formReducer<V>, { values: initial, errors: {} });
  const change = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => dispatch({ type: 'change', field, value }), []);
  const setErrors = useCallback((errors: FieldErrors) => dispatch({ type: 'errors', errors }), []);
  const reset = useCallback((values: V) => dispatch({ type: 'reset', values }), []);
  return useMemo(() => ({ ...state, change, setErrors, reset }), [state, change, setErrors, reset]);
}
