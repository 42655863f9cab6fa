import type { AdminRatingListQuery } from '@shop/shared/contracts';

/** The list's filters as the address holds them; anything else is left out. */
export function ratingFiltersFromSearch(search: URLSearchParams): AdminRatingListQuery {
  const hidden = search.get('hidden') ?? '';
  const page = Number(search.get('page'));
  return {
    ...(hidden === 'true' || hidden === 'false' ? { hidden } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** The address of the list with these filters. */
export function ratingSearchOf(filters: AdminRatingListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `/ratings?${text}` : '/ratings';
}
