import { useStore } from '@nanostores/react';
import { $location, type AppLocation } from './navigator';

/** The current location, re-rendering on every navigation. */
export function useAppLocation(): AppLocation {
  return useStore($location);
}

/** The current query string as URLSearchParams. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useStore($location).search);
}
