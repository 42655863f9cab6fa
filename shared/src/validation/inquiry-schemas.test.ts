import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { NO_CONTROL_CHARACTERS } from './fields';
import { contactSchema, distributorSchema, HONEYPOT_FIELD, isHoneypotFilled, wholesalerSchema } from './inquiry-schemas';

const FILL_ALL = 'Please fill out all fields.';

describe('contactSchema', () => {
  const message = { name: 'Asha', email: 'asha@example.in', subject: 'Bulk order', message: 'Do you ship to Surat?' };

  it('accepts a complete message and trims it', () => {
    expect(contactSchema.parse({ ...message, name: '  Asha ' }).name).toBe('Asha');
  });

  it('asks to fill out every field', () => {
    expect(fieldErrors(contactSchema, { name: '', email: ' ', subject: '', message: '' })).toEqual({
      name: FILL_ALL,
      email: FILL_ALL,
      subject: FILL_ALL,
      message: FILL_ALL,
    });
  });

  it('checks the e-mail shape', () => {
    expect(fieldErrors(contactSchema, { ...message, email: 'asha' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('limits the message to 5000 characters', () => {
    expect(fieldErrors(contactSchema, { ...message, message: 'a'.repeat(5000) })).toEqual({});
    expect(fieldErrors(contactSchema, { ...message, message: 'a'.repeat(5001) })).toEqual({
      message: 'Must be 5000 characters or fewer',
    });
  });

  it('keeps line breaks and tabs in the message, and refuses control characters anywhere', () => {
    expect(fieldErrors(contactSchema, { ...message, message: 'Line one\r\nLine two\n\tend' })).toEqual({});
    expect(
      fieldErrors(contactSchema, { ...message, name: 'As\nha', subject: 'Bulk\torder', message: 'Do\u0000 you', email: 'a\u0085@b.in' }),
    ).toEqual({
      name: NO_CONTROL_CHARACTERS,
      subject: NO_CONTROL_CHARACTERS,
      message: NO_CONTROL_CHARACTERS,
      email: NO_CONTROL_CHARACTERS,
    });
  });
});

const dealer = {
  firstName: 'Ravi',
  lastName: 'Shah',
  mobileNumber: '+91 9876543210',
  state: 'Gujarat',
  city: 'Surat',
};

describe('distributorSchema', () => {
  it('accepts the required fields and fills the optional ones with empty text', () => {
    expect(distributorSchema.parse(dealer)).toEqual({
      ...dealer,
      companyName: '',
      email: '',
      companyAddress: '',
      message: '',
    });
  });

  it('gives each required message', () => {
    expect(fieldErrors(distributorSchema, {})).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      mobileNumber: 'Mobile Number is required',
      state: 'State is required',
      city: 'District is required',
    });
  });

  it.each(['9876543210', '+919876543210', '+91 9876543210', '+91-9876543210', '09876543210', '0 6123456789'])(
    'accepts the Indian mobile %s',
    (mobileNumber) => {
      expect(fieldErrors(distributorSchema, { ...dealer, mobileNumber })).toEqual({});
    },
  );

  it.each(['5123456789', '987654321', '98765432101', '+92 9876543210', '-9876543210', '+91  9876543210'])(
    'rejects %s as a mobile number',
    (mobileNumber) => {
      expect(fieldErrors(distributorSchema, { ...dealer, mobileNumber })).toEqual({
        mobileNumber: 'Invalid mobile number',
      });
    },
  );

  it('checks an e-mail only when one is given', () => {
    expect(fieldErrors(distributorSchema, { ...dealer, email: 'ravi@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

const inquiry = {
  companyName: 'Shah Traders',
  contactPerson: 'Ravi Shah',
  email: 'ravi@shahtraders.in',
  phone: '+91 98765 43210',
  orderType: 'Bulk',
  products: [{ productId: 'p1', quantity: '25' }],
  confirmed: true,
};

describe('wholesalerSchema', () => {
  it('accepts an inquiry and reads quantities as numbers', () => {
    const parsed = wholesalerSchema.parse(inquiry);
    expect(parsed.products).toEqual([{ productId: 'p1', quantity: 25 }]);
    expect(parsed.notes).toBe('');
  });

  it('asks for company, contact person, e-mail, phone, products and the confirmation', () => {
    expect(fieldErrors(wholesalerSchema, { orderType: 'Bulk', products: [] })).toEqual({
      companyName: 'Company name is required',
      contactPerson: 'Contact person is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      products: 'Add at least one product',
      confirmed: 'Please confirm the inquiry details',
    });
  });

  it('needs a quantity of at least 1 on every row, and a product', () => {
    const products = [
      { productId: 'p1', quantity: 0 },
      { productId: '', quantity: '' },
      { productId: 'p3', quantity: 'lots' },
      { productId: 'p4', quantity: 1.5 },
    ];
    expect(fieldErrors(wholesalerSchema, { ...inquiry, products })).toEqual({
      'products.0.quantity': 'Quantity must be at least 1',
      'products.1.productId': 'Choose a product',
      'products.1.quantity': 'Quantity must be at least 1',
      'products.2.quantity': 'Quantity must be at least 1',
      'products.3.quantity': 'Quantity must be a whole number',
    });
  });

  it('offers only bulk orders', () => {
    expect(fieldErrors(wholesalerSchema, { ...inquiry, orderType: 'Retail' })).toEqual({
      orderType: 'Choose an order type',
    });
  });

  it('checks the phone digits and an optional PIN code', () => {
    expect(fieldErrors(wholesalerSchema, { ...inquiry, phone: '12345', postalCode: '012345' })).toEqual({
      phone: 'Enter a valid phone number',
      postalCode: 'Enter a valid 6-digit PIN code',
    });
  });
});

describe('the repeated product rule', () => {
  it('names the second row that repeats a product', () => {
    const products = [
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 2 },
      { productId: 'p1', quantity: 5 },
    ];
    expect(fieldErrors(wholesalerSchema, { ...inquiry, products })).toEqual({
      'products.2.productId': 'This product is already on another row',
    });
  });

  it('leaves rows without a product to the product rule', () => {
    const products = [
      { productId: '', quantity: 2 },
      { productId: '', quantity: 2 },
    ];
    expect(fieldErrors(wholesalerSchema, { ...inquiry, products })).toEqual({
      'products.0.productId': 'Choose a product',
      'products.1.productId': 'Choose a product',
    });
  });
});

describe('the hidden trap field', () => {
  it('is optional on both inquiries and never refused, whatever text it holds', () => {
    expect(fieldErrors(distributorSchema, dealer)).toEqual({});
    expect(fieldErrors(distributorSchema, { ...dealer, website: 'http://spam.example' })).toEqual({});
    expect(fieldErrors(wholesalerSchema, { ...inquiry, website: '' })).toEqual({});
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('is dropped from the checked values', () => {
    expect(distributorSchema.parse({ ...dealer, website: '' })).not.toHaveProperty('website');
    expect(wholesalerSchema.parse({ ...inquiry, website: '' })).not.toHaveProperty('website');
  });

  it.each([
    [{ website: 'http://spam.example' }, true],
    [{ website: 42 }, true],
    [{ website: ['x'] }, true],
    [{ website: '' }, false],
    [{ website: '   ' }, false],
    [{ website: null }, false],
    [{}, false],
    [null, false],
    ['website', false],
  ])('counts %j as filled: %s', (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});
