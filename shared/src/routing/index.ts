export * from './match-path';
export * from './site';
