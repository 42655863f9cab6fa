export * from './page-module';
export * from './use-client-data';
