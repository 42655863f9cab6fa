// One zod schema per request and reply of the API (decision 023). Pages import types only
// (`import type`), so no page downloads zod for a type; the one value a page reads, SORT_CODES, comes from
// '@shop/shared/contracts/sort-codes', since a shared module is loaded whole.

export * from './admin-catalogue';
export * from './admin-dashboard';
export * from './admin-deletions';
export * from './admin-inquiries';
export * from './admin-mails';
export * from './admin-order-notes';
export * from './admin-orders';
export * from './admin-products';
export * from './admin-staff';
export * from './admin-stock';
export * from './api-envelope';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './checkout';
export * from './dev-peeks';
export type * from './inquiries';
export * from './location';
export * from './offer';
export * from './operator';
export * from './order';
export * from './product';
export * from './product-query';
export * from './ratings';
export * from './remote-origins';
export * from './remotes';
export * from './return-photos';
export * from './route-declaration';
export type * from './shop-endpoints';
export * from './sort-codes';
export * from './staff';
export * from './user';
