import { createHash } from 'node:crypto';
import { type ProductFields, productBody } from '@shop/shared/contracts';
import { isRecordId } from '@shop/shared/routing';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The columns of the products file, in the order a spreadsheet shows them. Packs and highlights
 * hold several items split by "|"; stock is there to read and is never imported (stock changes
 * only as movements). Information sections, linked products and photos stay as they are.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'productName',
  'category',
  'packs',
  'weightUnit',
  'price',
  'discountedAmount',
  'cgst',
  'sgst',
  'igst',
  'otherCharges',
  'otherChargesType',
  'hsnCode',
  'lowStockThreshold',
  'isActive',
  'description',
  'highlights',
  'stock',
] as const;

/** The most rows one file may carry: the catalogue is hundreds, not tens of thousands. */
export const MAX_IMPORT_ROWS = 2000;

export type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
/** The fields a file sets: every field but the sections, the links and the photos. */
export type ImportedFields = Omit<ProductFields, 'information' | 'linkedProductIds'>;

/** A product as the file shows it. */
export interface CsvProduct {
  id: string;
  productName: string;
  categoryName: string;
  fields: ImportedFields;
  stock: number;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A product's cells as the file writes them. */
export function cellsOf({ id, categoryName, fields, stock }: CsvProduct): Record<Column, string> {
  return {
    id,
    productName: fields.productName,
    category: categoryName,
    packs: fields.weight.map((pack) => `${pack.weight}:${pack.price}`).join(' | '),
    weightUnit: fields.weightUnit,
    price: String(fields.price),
    discountedAmount: String(fields.discountedAmount),
    cgst: String(fields.cgst),
    sgst: String(fields.sgst),
    igst: String(fields.igst),
    otherCharges: String(fields.otherCharges),
    otherChargesType: fields.otherChargesType,
    hsnCode: fields.hsnCode,
    lowStockThreshold: String(fields.lowStockThreshold),
    isActive: yesNo(fields.isActive),
    description: fields.description,
    highlights: fields.highlights.map(([label, value]) => `${label}: ${value}`).join(' | '),
    stock: String(stock),
  };
}

/** Every product as one row under the header row. */
export function productsCsv(products: readonly CsvProduct[]): string {
  const rows = products.map((product) => {
    const cells = cellsOf(product);
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
  });
  return stringify([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

/** The columns an import may change, in the file's order. */
export const IMPORTED_COLUMNS = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'id' && column !== 'stock');

/** What is wrong with the file, named by its row (as a spreadsheet numbers them, the header being 1) and column. */
export interface CsvProblem {
  row: number;
  column: string | null;
  message: string;
}

/** One row read: a new product (no id) or a change of the product it names. */
export interface CsvRow {
  row: number;
  id: string | null;
  categoryName: string;
  fields: ImportedFields;
}

const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const items = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
const splitAt = (text: string, mark: string): [string, string] => {
  const at = text.indexOf(mark);
  return at < 0 ? ['', text.trim()] : [text.slice(0, at).trim(), text.slice(at + 1).trim()];
};

/** The form's fields of one row's cells, before the product's rules are checked. */
function rowFields(cells: Record<string, string>) {
  const active = cells.isActive?.trim().toLowerCase();
  return {
    productName: cells.productName ?? '',
    categoryId: '00000000-0000-4000-8000-000000000000',
    weight: items(cells.packs ?? '').map((pack) => {
      const [weight, price] = splitAt(pack, ':');
      return { weight: number(weight), price: number(price) };
    }),
    weightUnit: cells.weightUnit?.trim(),
    price: number(cells.price ?? ''),
    discountedAmount: cells.discountedAmount?.trim() ? number(cells.discountedAmount) : 0,
    cgst: number(cells.cgst ?? ''),
    sgst: number(cells.sgst ?? ''),
    igst: number(cells.igst ?? ''),
    otherCharges: cells.otherCharges?.trim() ? number(cells.otherCharges) : 0,
    otherChargesType: cells.otherChargesType?.trim() || 'amount',
    hsnCode: cells.hsnCode ?? '',
    lowStockThreshold: cells.lowStockThreshold?.trim() ? number(cells.lowStockThreshold) : 10,
    isActive: active === 'yes' ? true : active === 'no' ? false : undefined,
    description: cells.description ?? '',
    highlights: items(cells.highlights ?? '').map((item) => splitAt(item, ':')),
    information: [],
    linkedProductIds: [],
  };
}

/** The column a field is typed in. */
const COLUMN_OF: Record<string, Column> = { weight: 'packs', isActive: 'isActive', categoryId: 'category' };

/**
 * Reads a products file whole: each row held to the same rules as the product form. Answers the
 * rows, or every problem found (up to 50), each naming its row and column; nothing is written here.
 */
export function readProductsCsv(text: string): { rows: CsvRow[] } | { problems: CsvProblem[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 20_000 });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problems: [{ row: line ?? 1, column: null, message: 'The file is not a CSV file a spreadsheet saves (check its quotes).' }] };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim());
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'stock' && !names.includes(column));
  const unknown = names.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0)
    return {
      problems: [
        ...missing.map((column) => ({ row: 1, column, message: `The header row has no ${column} column.` })),
        ...unknown.map((column) => ({ row: 1, column, message: `The header row names a column the shop does not know: ${column}.` })),
      ],
    };
  if (body.length === 0) return { problems: [{ row: 2, column: null, message: 'The file has no product rows.' }] };
  if (body.length > MAX_IMPORT_ROWS)
    return { problems: [{ row: MAX_IMPORT_ROWS + 2, column: null, message: `Import at most ${MAX_IMPORT_ROWS} products at a time.` }] };

  const problems: CsvProblem[] = [];
  const rows: CsvRow[] = [];
  const seen = new Map<string, number>();
  for (const [index, record] of body.entries()) {
    const row = index + 2;
    const cells = Object.fromEntries(names.map((name, at) => [name, record[at] ?? '']));
    const id = cells.id?.trim() || null;
    if (id && !isRecordId(id)) problems.push({ row, column: 'id', message: 'Leave id empty for a new product, or keep the id exported.' });
    if (id && seen.has(id)) problems.push({ row, column: 'id', message: `Row ${seen.get(id)} already changes this product.` });
    if (id) seen.set(id, row);
    const categoryName = cells.category?.trim() ?? '';
    if (!categoryName) problems.push({ row, column: 'category', message: 'Give the category’s name.' });
    const fields = rowFields(cells);
    if (fields.isActive === undefined) problems.push({ row, column: 'isActive', message: 'Write yes or no.' });
    const checked = productBody.safeParse({ ...fields, isActive: fields.isActive ?? true });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const field = String(issue?.path[0] ?? '');
      problems.push({ row, column: COLUMN_OF[field] ?? field, message: issue?.message ?? 'Not understood.' });
    } else {
      const { information: _information, linkedProductIds: _linked, ...imported } = checked.data;
      rows.push({ row, id, categoryName, fields: imported });
    }
    if (problems.length >= 50) break;
  }
  return problems.length > 0 ? { problems } : { rows };
}

/** One product's change, as the preview lists it. */
export interface ImportChange {
  row: number;
  kind: 'new' | 'change' | 'same';
  productName: string;
  changes: { column: string; before: string; after: string }[];
}

/** A short fingerprint of a preview: an import is applied only if it would still make exactly these changes. */
export const previewDigest = (changes: readonly ImportChange[]) =>
  createHash('sha256').update(JSON.stringify(changes)).digest('hex').slice(0, 32);
