import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateCode, gstStateName } from './gst-states';

describe('GST state codes', () => {
  it('gives Gujarat 24 and Maharashtra 27, whatever the case of the name', () => {
    expect(gstStateCode('Gujarat')).toBe('24');
    expect(gstStateCode(' maharashtra ')).toBe('27');
    expect(gstStateName('24')).toBe('Gujarat');
  });

  it('answers empty for a name or code not on the list', () => {
    expect(gstStateCode('Atlantis')).toBe('');
    expect(gstStateName('99')).toBe('');
  });

  it('gives every state its own two-digit code', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
  });
});
