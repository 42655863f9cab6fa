export * from './link';
export * from './navigator';
export * from './use-location';
