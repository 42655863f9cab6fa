// Test helpers for every package's test set-up; never imported by application code.

export * from '../test-fixtures';
export * from './console-guard';
export * from './exposes-on-server';
export * from './modal-dialog';
