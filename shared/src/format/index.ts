export * from './count-of';
export * from './display-weight';
export * from './format-date';
export * from './format-inr';
export * from './order-status';
export * from './short-order-id';
