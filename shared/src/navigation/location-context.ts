import { createContext } from 'react';
import type { AppLocation } from './navigator';

/**
 * The location of the page being rendered, provided by the shell's router. On the server it is
 * the only source: the `$location` store is one object for every request and never holds one.
 */
export const LocationContext = createContext<AppLocation | null>(null);
