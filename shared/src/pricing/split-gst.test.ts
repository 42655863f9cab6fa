import { describe, expect, it } from 'vitest';
import { splitGst } from './split-gst';

describe('splitGst', () => {
  it('halves an even amount within the state: ₹107.46 → ₹53.73 + ₹53.73', () => {
    expect(splitGst(10746, true)).toEqual({ cgst: 5373, sgst: 5373, igst: 0 });
  });

  it('gives the odd paisa to CGST so the parts add up: ₹0.15 → ₹0.08 + ₹0.07', () => {
    const split = splitGst(15, true);
    expect(split).toEqual({ cgst: 8, sgst: 7, igst: 0 });
    expect(split.cgst + split.sgst).toBe(15);
  });

  it('puts everything in IGST between states', () => {
    expect(splitGst(10747, false)).toEqual({ cgst: 0, sgst: 0, igst: 10747 });
  });
});
