export * from './count-of';
export * from './display-weight';
export * from './format-date';
export * from './format-inr';
export * from './short-order-id';
