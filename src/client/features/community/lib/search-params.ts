import type { PUBLIC_SORTS, PublicSetupQuery } from '../../../../shared/schemas/public-setup';

export type PublicSort = (typeof PUBLIC_SORTS)[number];

/** What the racer searched for, as the page's URL holds it (a link or a reload shows the same). */
export interface CommunitySearch {
  q: string;
  manufacturer: string;
  model: string;
  surface: string;
  conditions: string;
  sort: PublicSort;
  page: number;
}

export const FILTER_KEYS = ['manufacturer', 'model', 'surface', 'conditions'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export const SORT_OPTIONS: readonly { value: PublicSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name A–Z' },
];
const DEFAULT_SORT: PublicSort = 'newest';
// The server's limits (publicSetupQuerySchema); read here so a hand-edited URL never earns a 400.
const MAX_Q = 200;
const MAX_FILTER = 100;
const MAX_PAGE = 10_000;

const text = (params: URLSearchParams, key: string, max: number) =>
  (params.get(key) ?? '').trim().slice(0, max);

/** URL → search. Anything malformed falls back to its default rather than failing the page. */
export function readSearch(params: URLSearchParams): CommunitySearch {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: text(params, 'q', MAX_Q),
    manufacturer: text(params, 'manufacturer', MAX_FILTER),
    model: text(params, 'model', MAX_FILTER),
    surface: text(params, 'surface', MAX_FILTER),
    conditions: text(params, 'conditions', MAX_FILTER),
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as PublicSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * Applies a change to the URL's params, keeping everything else there (highlight above all).
 * Defaults are left out so the plain page keeps a plain URL. Any change but a page turn goes back
 * to page 1, and a new manufacturer forgets the model (its models differ).
 */
export function writeSearch(params: URLSearchParams, patch: Partial<CommunitySearch>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  for (const key of ['q', ...FILTER_KEYS] as const) {
    const value = patch[key];
    if (value !== undefined) set(key, value.trim());
  }
  if (patch.manufacturer !== undefined && patch.model === undefined) next.delete('model');
  if (patch.sort !== undefined) set('sort', patch.sort === DEFAULT_SORT ? '' : patch.sort);
  const page = patch.page ?? 1;
  set('page', page > 1 ? String(page) : '');
  return next;
}

/** Clear filters: the words and the four filters go, the sort and the highlight stay. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  return writeSearch(params, { q: '', manufacturer: '', model: '', surface: '', conditions: '' });
}

export function hasFilters(search: CommunitySearch): boolean {
  return search.q !== '' || FILTER_KEYS.some((key: FilterKey) => search[key] !== '');
}

/** The GET /api/public-setups query string; the server's defaults (sort, page, page size) are left out. */
export function apiQueryString(search: CommunitySearch): string {
  const query: PublicSetupQuery = {
    q: search.q || undefined,
    manufacturer: search.manufacturer || undefined,
    model: search.model || undefined,
    surface: search.surface || undefined,
    conditions: search.conditions || undefined,
    sort: search.sort === DEFAULT_SORT ? undefined : search.sort,
    page: search.page > 1 ? search.page : undefined,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** ?highlight={id}: the setup just shared (SPEC §2). Only a positive whole number counts. */
export function readHighlight(params: URLSearchParams): number | undefined {
  const id = Number(params.get('highlight'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
