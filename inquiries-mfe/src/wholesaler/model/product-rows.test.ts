import { describe, expect, it } from 'vitest';
import { canRemoveRow, initialRows, newRow, type ProductRow, productsTakenElsewhere } from './product-rows';

const row = (key: string, productId = ''): ProductRow => ({ key, productId, quantity: '1' });

describe('product rows', () => {
  it('start with one empty row of quantity 1', () => {
    const rows = initialRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: '', quantity: '1' });
  });

  it('start with the same key in every new form, so the server and the browser name its fields alike', () => {
    newRow();
    expect(initialRows()).toEqual(initialRows());
  });

  it('come fresh with a key of their own', () => {
    const rows = [...initialRows(), newRow(), newRow()];
    expect(new Set(rows.map((item) => item.key)).size).toBe(3);
    expect(rows[2]).toMatchObject({ productId: '', quantity: '1' });
  });

  it('never let the last remaining row go', () => {
    expect(canRemoveRow(initialRows())).toBe(false);
    expect(canRemoveRow([...initialRows(), newRow()])).toBe(true);
  });

  it('know which products the other rows already hold', () => {
    const rows = [row('a', 'p1'), row('b', 'p2'), row('c')];
    expect([...productsTakenElsewhere(rows, 'a')]).toEqual(['p2']);
    expect([...productsTakenElsewhere(rows, 'c')].sort()).toEqual(['p1', 'p2']);
  });
});
