export * from './standalone-harness';
