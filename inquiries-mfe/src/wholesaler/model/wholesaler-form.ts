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
  products: ProductRow[];
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
    products: initialRows(),
    confirmed: false,
    website: '',
  };
}

/** Every field's path in screen order (rows by position), so the toast repeats the first thing to fix. */
export function wholesalerFieldsInOrder(rowCount: number): string[] {
  const rows = Array.from({ length: rowCount }, (_, index) => [`products.${index}.productId`, `products.${index}.quantity`]).flat();
  return [...wholesalerTextFields.slice(0, 8), 'orderType', 'deliveryTimeline', 'products', 'products.root', ...rows, 'notes', 'confirmed'];
}
