export * from './cart-totals';
export * from './coupon-quote';
export { fromPaise, type Rupees, toPaise } from './decimal';
export { lineGst, lineOtherCharges, type PricedProduct, unitPrice } from './line-pricing';
export * from './percent-off';
export * from './split-gst';
export * from './tax-note';
