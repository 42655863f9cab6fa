import { describe, expect, it } from 'vitest';
import { addRow, updateRow } from './product-rows';
import { checkWholesalerForm, emptyWholesalerForm, rowErrorKey, rowKeyedErrors, type WholesalerFormValues } from './wholesaler-form';

function filledForm(): WholesalerFormValues {
  const form = emptyWholesalerForm();
  const rows = updateRow(addRow(form.rows), form.rows[0]?.key ?? '', { productId: 'p1', quantity: '40' });
  return {
    ...form,
    companyName: ' Shah Traders ',
    contactPerson: 'Ravi Shah',
    email: 'ravi@shahtraders.in',
    phone: '9876543210',
    rows: updateRow(rows, rows[1]?.key ?? '', { productId: 'p2', quantity: '5' }),
    confirmed: true,
  };
}

describe('checkWholesalerForm', () => {
  it('asks for the required fields and the tick, focusing the first in screen order', () => {
    const form = emptyWholesalerForm();
    const check = checkWholesalerForm(form);
    const rowKey = form.rows[0]?.key ?? '';
    expect(check).toEqual({
      ok: false,
      first: 'companyName',
      errors: {
        companyName: 'Company name is required',
        contactPerson: 'Contact person is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        [rowErrorKey(rowKey, 'productId')]: 'Choose a product',
        confirmed: 'Please confirm the inquiry details',
      },
    });
  });

  it('keys row errors by the row, not its position', () => {
    const form = filledForm();
    const second = form.rows[1]?.key ?? '';
    const check = checkWholesalerForm({ ...form, rows: updateRow(form.rows, second, { quantity: '0' }) });
    expect(check).toEqual({
      ok: false,
      first: rowErrorKey(second, 'quantity'),
      errors: { [rowErrorKey(second, 'quantity')]: 'Quantity must be at least 1' },
    });
  });

  it('returns the trimmed inquiry with numeric quantities, the tick and the trap field', () => {
    const check = checkWholesalerForm(filledForm());
    expect(check).toEqual({
      ok: true,
      inquiry: {
        companyName: 'Shah Traders',
        contactPerson: 'Ravi Shah',
        email: 'ravi@shahtraders.in',
        phone: '9876543210',
        address: '',
        city: '',
        state: '',
        postalCode: '',
        orderType: 'Bulk',
        deliveryTimeline: '',
        notes: '',
        products: [
          { productId: 'p1', quantity: 40 },
          { productId: 'p2', quantity: 5 },
        ],
        confirmed: true,
        website: '',
      },
    });
  });
});

describe('rowKeyedErrors', () => {
  it('moves the server’s positional row errors onto the rows and leaves the rest', () => {
    const { rows } = filledForm();
    const errors = rowKeyedErrors({ 'products.1.productId': 'Gone', email: 'Bad', 'products.7.quantity': 'Odd' }, rows);
    expect(errors).toEqual({ [rowErrorKey(rows[1]?.key ?? '', 'productId')]: 'Gone', email: 'Bad', 'products.7.quantity': 'Odd' });
  });
});
