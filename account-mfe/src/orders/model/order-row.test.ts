import { describe, expect, it } from 'vitest';
import { testOrder } from './order-fixture';
import { orderRowView } from './order-row';

describe('orderRowView', () => {
  it('shows the last 6 characters of the id, the India date and the total in rupees', () => {
    const view = orderRowView(testOrder());
    expect(view.shortId).toBe('abc123');
    expect(view.date).toBe('22 Nov 2026');
    expect(view.longDate).toContain('22 November 2026');
    expect(view.longDate).toContain('9:30');
    expect(view.total).toContain('470.00');
  });

  it('names cash on delivery and hides a payment id for it', () => {
    const view = orderRowView(testOrder({ paymentId: 'pay_x' }));
    expect(view.payment).toBe('Cash on Delivery');
    expect(view.paymentId).toBeNull();
  });

  it('names online payment with its payment id', () => {
    const view = orderRowView(testOrder({ paymentType: 'online', paymentId: 'pay_123' }));
    expect(view.payment).toBe('Online Payment');
    expect(view.paymentId).toBe('pay_123');
  });

  it('joins the address and prices each line with its subtotal', () => {
    const view = orderRowView(testOrder({ societyName: '' }));
    expect(view.address).toBe('12, CG Road, Ahmedabad, Gujarat, 380009');
    expect(view.lines[0]).toMatchObject({ name: 'Ujjwal Detergent Powder', weight: '1 kg', quantity: 3 });
    expect(view.lines[0]?.subtotal).toContain('450.00');
    // The line prices are before GST, as everywhere else; the charges below add it.
    expect(view.lines[0]?.taxNote).toBe('+ 18% GST');
  });

  it('explains the total from the items at their coupon prices, GST, shipping and platform fee; nothing without charges', () => {
    const view = orderRowView(
      testOrder({
        totalAmount: { $numberDecimal: '398.34' },
        charges: { subtotal: 328, discount: 32.8, gst: 53.14, otherCharges: 0, shipping: 40, platformFee: 10 },
      }),
    );
    // ₹328.00 − ₹32.80: what the lines add up to.
    expect(view.charges).toEqual([
      { label: 'Items', amount: '₹295.20' },
      { label: 'GST', amount: '₹53.14' },
      { label: 'Shipping', amount: '₹40.00' },
      { label: 'Platform Fee', amount: '₹10.00' },
    ]);
    expect(view.couponApplied).toBe(true);
    expect(orderRowView(testOrder()).charges).toEqual([]);
    expect(orderRowView(testOrder()).couponApplied).toBe(false);
  });
});
