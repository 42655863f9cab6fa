export * from './link';
export * from './location-context';
export * from './navigator';
export * from './use-location';
