import { describe, expect, it } from 'vitest';
import { type FormState, formReducer } from './form-state';

type Values = { email: string; password: string };
const start: FormState<Values> = { values: { email: '', password: '' }, errors: {} };

describe('formReducer', () => {
  it('sets every error found by a check at once', () => {
    const checked = formReducer(start, { type: 'errors', errors: { email: 'Enter your email', password: 'Enter your password' } });
    expect(checked.errors).toEqual({ email: 'Enter your email', password: 'Enter your password' });
    expect(checked.values).toBe(start.values);
  });

  it("clears only the edited field's error", () => {
    const checked = formReducer(start, { type: 'errors', errors: { email: 'Enter your email', password: 'Enter your password' } });
    const edited = formReducer(checked, { type: 'change', field: 'email', value: 'asha@example.in' });
    expect(edited.values).toEqual({ email: 'asha@example.in', password: '' });
    expect(edited.errors).toEqual({ password: 'Enter your password' });
  });

  it('resets to the given values with no errors', () => {
    const checked = formReducer(
      { values: { email: 'a@b.in', password: 'x' }, errors: {} },
      { type: 'errors', errors: { password: 'Enter your password' } },
    );
    expect(formReducer(checked, { type: 'reset', values: { email: '', password: '' } })).toEqual(start);
  });
});
