export * from './page-module';
