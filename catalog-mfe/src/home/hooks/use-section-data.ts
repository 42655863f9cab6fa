import { useEffect, useState } from 'react';

/** A home section's data: still loading, or ready (the fallback when the call failed). */
export type SectionData<T> = { status: 'loading' } | { status: 'ready'; data: T };

/**
 * Loads one section's data once. SPEC §8: home fetch errors are only logged, so a failure
 * leaves the section with its fallback (and so its empty text) instead of an error.
 */
export function useSectionData<T>(load: () => Promise<T>, fallback: T, what: string): SectionData<T> {
  const [state, setState] = useState<SectionData<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the section loads once per page view
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        console.info(`Could not load the ${what}.`, error);
        if (current) setState({ status: 'ready', data: fallback });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
