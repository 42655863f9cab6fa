export * from './newest-read';
export * from './page-module';
export * from './use-client-data';
