export * from './match-path';
export * from './record-id';
export * from './site';
