import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { LocationContext } from './location-context';
import { $location, type AppLocation } from './navigator';

/** The current location, re-rendering on every navigation; the shell's router when it provides one. */
export function useAppLocation(): AppLocation {
  const provided = useContext(LocationContext);
  const published = useStore($location);
  return provided ?? published;
}

/** The current query string as URLSearchParams. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useAppLocation().search);
}
