export * from './event-bus';
export type * from './event-map';
