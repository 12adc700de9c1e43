import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import type { User } from '../../../../shared/schemas/user';
import { type ApiHandlers, session } from '../../../test/utils';
import { makePage } from './public-setup-data';

type Reply = ReturnType<ApiHandlers[string]>;

/**
 * A stand-in for GET /api/public-setups (any query) and /:id over `setups`, filtering and paging as
 * the server does closely enough for the page's tests. mockApi looks handlers up by 'METHOD url', so
 * a Proxy answers for every query string.
 */
export function communityApi(setups: PublicSetup[], user: User | null, extra: ApiHandlers = {}): ApiHandlers {
  const list = (query: URLSearchParams): Reply => {
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = setups.filter((s) => {
      const text = Object.values(s).join(' ').toLowerCase();
      return (
        words.every((w) => text.includes(w)) &&
        (!query.get('manufacturer') || s.vehicleMake === query.get('manufacturer')) &&
        (!query.get('model') || s.vehicleModel === query.get('model')) &&
        (!query.get('surface') || s.trackSurface === query.get('surface')) &&
        (!query.get('conditions') || s.publicTrackConditions === query.get('conditions'))
      );
    });
    if (query.get('sort') === 'name')
      matches.sort((a, b) => (a.eventName ?? '').localeCompare(b.eventName ?? ''));
    const page = Number(query.get('page') ?? 1);
    return [200, makePage(matches.slice((page - 1) * 12, page * 12), matches.length, page)];
  };
  const base: ApiHandlers = { ...session(user), ...extra };
  return new Proxy(base, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return Reflect.get(target, key);
      const listMatch = /^GET \/api\/public-setups(?:\?(.*))?$/.exec(key);
      if (listMatch) return () => list(new URLSearchParams(listMatch[1] ?? ''));
      const detail = /^GET \/api\/public-setups\/(\d+)$/.exec(key);
      if (detail) {
        const found = setups.find((s) => s.id === Number(detail[1]));
        return () => (found ? [200, found] : [404, { message: 'Shared setup not found' }]);
      }
      return undefined;
    },
  });
}

/** The GET URLs the page asked for, in order. */
export function requestedUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .filter(
      ([, init]) => !(init as RequestInit | undefined)?.method || (init as RequestInit).method === 'GET',
    )
    .map(([url]) => String(url));
}
