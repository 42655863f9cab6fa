export * from './button';
export * from './confirm-dialog';
export * from './cx';
export * from './page-container';
export * from './skeleton';
export * from './spinner';
export * from './use-hydrated';
