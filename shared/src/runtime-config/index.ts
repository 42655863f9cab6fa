export * from './product-pictures';
export * from './runtime-config';
