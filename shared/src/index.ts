export * from './api-client';
export * from './contracts';
export * from './events';
export * from './format';
export * from './pricing';
export * from './stores';
export * from './validation';
