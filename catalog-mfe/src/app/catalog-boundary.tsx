import { RemoteRoot, type RemoteRootProps } from '@shop/shared/ui';

/** The root element of everything this remote renders, marked with its name. */
export const CatalogBoundary = (props: Omit<RemoteRootProps, 'remote'>) => <RemoteRoot remote="catalog-mfe" {...props} />;
