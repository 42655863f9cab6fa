import { type FieldErrors, fieldErrors, wholesalerSchema } from '@shop/shared/validation';
import type { WholesaleInquiryPost } from '../api/send-wholesale-inquiry';
import { initialRows, type ProductRow } from './product-rows';

/** The text fields, in the order they are shown. */
export const wholesalerTextFields = [
  'companyName',
  'contactPerson',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'deliveryTimeline',
  'notes',
] as const;

/** One text field of the form. */
export type WholesalerTextField = (typeof wholesalerTextFields)[number];

/** What the form holds: the fields as typed, the product rows, the tick and the hidden trap field. */
export type WholesalerFormValues = Record<WholesalerTextField, string> & {
  orderType: 'Bulk';
  rows: ProductRow[];
  confirmed: boolean;
  website: string;
};

/** A blank form with one product row. */
export function emptyWholesalerForm(): WholesalerFormValues {
  return {
    companyName: '',
    contactPerson: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
    orderType: 'Bulk',
    deliveryTimeline: '',
    notes: '',
    rows: initialRows(),
    confirmed: false,
    website: '',
  };
}

/** The error key of one row's product or quantity; keyed by the row, so removing another row cannot move it. */
export function rowErrorKey(rowKey: string, field: 'productId' | 'quantity'): string {
  return `row:${rowKey}:${field}`;
}

/** Errors keyed the schema's way ('products.1.quantity') rekeyed to the rows they belong to. */
export function rowKeyedErrors(errors: FieldErrors, rows: readonly ProductRow[]): FieldErrors {
  const rekeyed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^products\.(\d+)\.(productId|quantity)$/.exec(key);
    const row = match ? rows[Number(match[1])] : undefined;
    rekeyed[row && match ? rowErrorKey(row.key, match[2] as 'productId' | 'quantity') : key] = message;
  }
  return rekeyed;
}

/** Every error key in screen order, so the first one to fix gets the focus. */
export function errorKeysInOrder(rows: readonly ProductRow[]): string[] {
  const rowKeys = rows.flatMap((row) => [rowErrorKey(row.key, 'productId'), rowErrorKey(row.key, 'quantity')]);
  return [...wholesalerTextFields.slice(0, 8), 'orderType', ...wholesalerTextFields.slice(8), 'products', ...rowKeys, 'confirmed'];
}

function schemaInput(values: WholesalerFormValues) {
  const { rows, ...rest } = values;
  return { ...rest, products: rows.map(({ productId, quantity }) => ({ productId, quantity })) };
}

/** The outcome of checking the form with the API's own schema. */
export type WholesalerCheck = { ok: true; inquiry: WholesaleInquiryPost } | { ok: false; errors: FieldErrors; first: string };

/** Checks the form; when valid, the trimmed inquiry to post with quantities as numbers. */
export function checkWholesalerForm(values: WholesalerFormValues): WholesalerCheck {
  const errors = rowKeyedErrors(fieldErrors(wholesalerSchema, schemaInput(values)), values.rows);
  const first = errorKeysInOrder(values.rows).find((key) => errors[key]) ?? Object.keys(errors)[0];
  if (first) return { ok: false, errors, first };
  const checked = wholesalerSchema.parse(schemaInput(values));
  return { ok: true, inquiry: { ...checked, confirmed: true, website: values.website } };
}
