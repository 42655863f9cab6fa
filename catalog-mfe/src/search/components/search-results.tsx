import type { KeyboardEvent } from 'react';
import type { SearchState } from '../model/search-store';
import { SearchResultCard } from './search-result-card';

// Fixed keys: placeholders have no identity of their own.
const placeholderKeys = ['one', 'two', 'three', 'four', 'five', 'six'];

function SkeletonCards({ count }: { count: number }) {
  return placeholderKeys.slice(0, count).map((key) => (
    <li key={key} aria-hidden="true" className="cat:flex cat:items-center cat:gap-3 cat:rounded-xl cat:border cat:border-slate-100 cat:p-3">
      <span className="cat:size-16 cat:animate-pulse cat:rounded-lg cat:bg-slate-200" />
      <span className="cat:flex-1 cat:space-y-2">
        <span className="cat:block cat:h-3 cat:w-3/4 cat:animate-pulse cat:rounded cat:bg-slate-200" />
        <span className="cat:block cat:h-3 cat:w-1/3 cat:animate-pulse cat:rounded cat:bg-slate-200" />
      </span>
    </li>
  ));
}

const grid = 'cat:grid cat:grid-cols-1 cat:gap-3 cat:sm:grid-cols-2 cat:lg:grid-cols-3';

/** The overlay's states: skeleton, results (with more loading), nothing found, failure. */
export function SearchResults({
  state,
  onOpen,
  onKeyDown,
}: {
  state: SearchState;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  // Before typing, the shell's 'Search Products' title and the hint under the box are the prompt.
  if (state.query.trim() === '') return null;
  if (state.status === 'failed' && state.results.length === 0) {
    return (
      <p role="alert" className="cat:mt-8 cat:text-center cat:text-slate-600">
        Search is not available just now. Please try again in a moment.
      </p>
    );
  }
  if (state.status === 'loading' && state.results.length === 0) {
    return (
      <ul aria-busy="true" aria-label="Loading results" className={`cat:mt-6 ${grid}`}>
        <SkeletonCards count={6} />
      </ul>
    );
  }
  if (state.status === 'ready' && state.results.length === 0) {
    return (
      <div role="status" className="cat:mt-10 cat:text-center">
        <p className="cat:text-lg cat:font-semibold cat:text-slate-900">No Results Found</p>
        <p className="cat:mt-2 cat:text-sm cat:text-slate-600">
          We couldn't find any products matching the term; try checking spelling or different keywords
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Search results" aria-busy={state.status === 'loading'} className={`cat:mt-6 ${grid}`}>
      {state.results.map((product) => (
        <SearchResultCard key={product._id} product={product} onOpen={onOpen} onKeyDown={onKeyDown} />
      ))}
      {state.status === 'loading' && <SkeletonCards count={3} />}
    </ul>
  );
}
