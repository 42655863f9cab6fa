import { wholesalerSchema } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { newRow } from './product-rows';
import { emptyWholesalerForm, type WholesalerFormValues, wholesalerFieldsInOrder } from './wholesaler-form';

function filledForm(): WholesalerFormValues {
  const form = emptyWholesalerForm();
  const [first] = form.products;
  return {
    ...form,
    companyName: ' Shah Traders ',
    contactPerson: 'Ravi Shah',
    email: 'ravi@shahtraders.in',
    phone: '9876543210',
    products: [
      { key: first?.key ?? '', productId: 'p1', quantity: '40' },
      { ...newRow(), productId: 'p2', quantity: '5' },
    ],
    confirmed: true,
  };
}

describe('the wholesaler form’s values', () => {
  it('check into the trimmed inquiry with numeric quantities, without the rows’ keys and the trap field', () => {
    const inquiry = wholesalerSchema.parse(filledForm());
    expect(inquiry).toMatchObject({ companyName: 'Shah Traders', orderType: 'Bulk', confirmed: true });
    expect(inquiry.products).toEqual([
      { productId: 'p1', quantity: 40 },
      { productId: 'p2', quantity: 5 },
    ]);
    expect(inquiry).not.toHaveProperty('website');
  });
});

describe('wholesalerFieldsInOrder', () => {
  it('lists the fields as the screen shows them, each row’s product before its quantity', () => {
    const order = wholesalerFieldsInOrder(2);
    const at = (path: string) => order.indexOf(path);
    expect(order[0]).toBe('companyName');
    expect(order.at(-1)).toBe('confirmed');
    const onScreen = [
      'postalCode',
      'orderType',
      'deliveryTimeline',
      'products.0.productId',
      'products.0.quantity',
      'products.1.productId',
      'products.1.quantity',
      'notes',
    ];
    expect(onScreen.map(at)).toEqual(onScreen.map(at).toSorted((a, b) => a - b));
    expect(onScreen.every((path) => at(path) >= 0)).toBe(true);
  });
});
