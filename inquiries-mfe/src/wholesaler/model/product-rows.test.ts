import { describe, expect, it } from 'vitest';
import { addRow, canRemoveRow, initialRows, type ProductRow, productsTakenElsewhere, removeRow, updateRow } from './product-rows';

function keyAt(rows: ProductRow[], index: number): string {
  const row = rows[index];
  if (!row) throw new Error(`no row ${index}`);
  return row.key;
}

describe('product rows', () => {
  it('start with one empty row of quantity 1', () => {
    const rows = initialRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: '', quantity: '1' });
  });

  it('start with the same key in every new form, so the server and the browser name its fields alike', () => {
    addRow(initialRows());
    expect(initialRows()).toEqual(initialRows());
  });

  it('add a fresh row at the end with a key of its own', () => {
    const rows = addRow(addRow(initialRows()));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
    expect(rows[2]).toMatchObject({ productId: '', quantity: '1' });
  });

  it('remove the chosen row and keep the others in order', () => {
    const three = addRow(addRow(initialRows()));
    const rows = removeRow(three, keyAt(three, 1));
    expect(rows.map((row) => row.key)).toEqual([keyAt(three, 0), keyAt(three, 2)]);
  });

  it('never remove the last remaining row', () => {
    const rows = initialRows();
    expect(canRemoveRow(rows)).toBe(false);
    expect(removeRow(rows, keyAt(rows, 0))).toEqual(rows);
    const two = addRow(rows);
    expect(canRemoveRow(two)).toBe(true);
    const one = removeRow(two, keyAt(two, 0));
    expect(canRemoveRow(one)).toBe(false);
    expect(removeRow(one, keyAt(one, 0))).toHaveLength(1);
  });

  it('change only the named row', () => {
    const rows = addRow(initialRows());
    const changed = updateRow(rows, keyAt(rows, 1), { productId: 'p2', quantity: '40' });
    expect(changed[0]).toEqual(rows[0]);
    expect(changed[1]).toMatchObject({ productId: 'p2', quantity: '40' });
  });

  it('know which products the other rows already hold', () => {
    let rows = addRow(addRow(initialRows()));
    rows = updateRow(rows, keyAt(rows, 0), { productId: 'p1' });
    rows = updateRow(rows, keyAt(rows, 1), { productId: 'p2' });
    expect([...productsTakenElsewhere(rows, keyAt(rows, 0))]).toEqual(['p2']);
    expect([...productsTakenElsewhere(rows, keyAt(rows, 2))].sort()).toEqual(['p1', 'p2']);
  });
});
