/** One product row of the wholesale form, as typed; `key` stays with the row when others are removed. */
export interface ProductRow {
  key: string;
  productId: string;
  quantity: string;
}

// Added rows count up from here; the first row's key is fixed (see initialRows).
let lastKey = 0;

const emptyRow = (key: string): ProductRow => ({ key, productId: '', quantity: '1' });

/** A fresh row: no product chosen yet, quantity 1 (the least that can be asked for). */
export function newRow(): ProductRow {
  lastKey += 1;
  return emptyRow(`row-${lastKey}`);
}

/**
 * The rows a new form starts with: one, always keyed `row-0`. Its key names the row's fields, so
 * the form the server renders must name them as the browser does, whatever forms came before.
 */
export function initialRows(): ProductRow[] {
  return [emptyRow('row-0')];
}

/** Whether a row may be removed: at least one row always remains. */
export function canRemoveRow(rows: readonly ProductRow[]): boolean {
  return rows.length > 1;
}

/** Products chosen on the other rows, which this row's selector offers disabled. */
export function productsTakenElsewhere(rows: readonly ProductRow[], key: string): Set<string> {
  return new Set(rows.filter((row) => row.key !== key && row.productId !== '').map((row) => row.productId));
}
