import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const schema = z
    .object({ code: z.string().min(1, 'first').regex(/^\d+$/, 'second'), tags: z.array(z.string().min(2, 'short')) })
    .refine((value) => value.tags.length < 3, 'too many tags');

  it('is empty for valid values', () => {
    expect(fieldErrors(schema, { code: '12', tags: ['ab'] })).toEqual({});
  });

  it('keeps only the first message of a field', () => {
    expect(fieldErrors(schema, { code: '', tags: [] })).toEqual({ code: 'first' });
  });

  it('names nested fields by their dotted path', () => {
    expect(fieldErrors(schema, { code: '1', tags: ['ok', 'x'] })).toEqual({ 'tags.1': 'short' });
  });

  it('files an error of the whole form under the form key', () => {
    expect(fieldErrors(schema, { code: '1', tags: ['aa', 'bb', 'cc'] })).toEqual({ [FORM_ERROR_KEY]: 'too many tags' });
  });
});
