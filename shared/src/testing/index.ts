// Test helpers for every package's test set-up; never imported by application code.

export * from '../api-client/test-server';
export * from '../test-fixtures';
export * from './cart-replies';
export * from './console-guard';
export * from './deferred';
export * from './exposes-on-server';
export * from './modal-dialog';
export * from './network';
