import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type UIEvent, useEffect, useId, useRef, useState } from 'react';
import { quickSearch, SEARCH_PAGE_SIZE } from '../api/quick-search';
import { createSearch } from '../model/search-store';
import { SearchResults } from './search-results';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 700;
/** More results load when the list is scrolled this close to its end. */
export const LOAD_MORE_THRESHOLD_PX = 50;

/** Props the shell's search overlay passes to the panel. */
export interface SearchPanelProps {
  /** Closes the overlay; results will call it when a shopper follows one. */
  onClose: () => void;
}

/**
 * The inside of the search overlay (the shell's frame brings the title, close button, Esc and
 * scroll lock): the search box and its results, which page in as the list is scrolled.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const [search] = useState(() => createSearch({ fetchPage: quickSearch, pageSize: SEARCH_PAGE_SIZE, debounceMs: SEARCH_DEBOUNCE_MS }));
  const state = useStore(search.$search);
  useEffect(() => () => search.dispose(), [search]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const nearEnd = (list: HTMLElement) => list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (nearEnd(event.currentTarget)) search.loadMore();
  };
  // On a tall screen a page of results may not fill the list, leaving nothing to scroll: keep loading until it does.
  useEffect(() => {
    const list = scrollerRef.current;
    if (list && list.clientHeight > 0 && state.status !== 'loading' && state.hasMore && state.results.length > 0 && nearEnd(list))
      search.loadMore();
  });
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // The overlay opens because the shopper asked to search, so typing should start at once.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Arrow keys move between the box and the results; Enter on a result follows its link.
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const results = panelRef.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [];
    const stops = [inputRef.current, ...results].filter((stop): stop is HTMLElement => stop !== null);
    const current = stops.indexOf(document.activeElement as HTMLElement);
    const next = stops[Math.min(Math.max(current + (event.key === 'ArrowDown' ? 1 : -1), 0), stops.length - 1)];
    if (!next || next === document.activeElement) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div ref={panelRef} className="cat:flex cat:min-h-0 cat:w-full cat:flex-1 cat:flex-col cat:pt-6">
      <label htmlFor={inputId} className="cat:sr-only">
        Search products
      </label>
      <div className="cat:relative">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className="cat:pointer-events-none cat:absolute cat:top-1/2 cat:left-4 cat:size-5 cat:-translate-y-1/2 cat:fill-slate-400"
        >
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={state.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search..."
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hintId}
          className="cat:w-full cat:rounded-xl cat:border cat:border-slate-300 cat:bg-white cat:py-3 cat:pr-4 cat:pl-12 cat:text-base cat:text-slate-900 cat:shadow-sm cat:placeholder:text-slate-500 cat:focus:border-brand-600 cat:focus:outline-2 cat:focus:outline-brand-600/30"
        />
      </div>
      <p id={hintId} className="cat:mt-3 cat:text-sm cat:text-slate-600">
        Type a product name, category or brand.
      </p>
      <div
        ref={scrollerRef}
        data-testid="search-results-scroller"
        onScroll={onScroll}
        className="cat:min-h-0 cat:flex-1 cat:overflow-y-auto cat:pb-6"
      >
        <SearchResults state={state} onOpen={onClose} onKeyDown={onKeyDown} />
      </div>
    </div>
  );
}
