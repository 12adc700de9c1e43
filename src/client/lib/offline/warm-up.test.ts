import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '../resources/query-keys';
import { forgetPins, setPinned } from './pins';
import { warmUp } from './warm-up';

const ANSWERS: Record<string, unknown> = {
  '/api/cars': [{ id: 3 }],
  '/api/transponders': [],
  '/api/setup-sheets': [{ id: 5 }],
  '/api/esc-setups': [{ id: 6 }],
  '/api/runs/overview': {},
  '/api/runs?rcCarId=3&limit=100': [
    { id: 9, createdAt: '2026-06-07T10:00:00.000Z' },
    { id: 8, createdAt: '2026-06-01T10:00:00.000Z' },
  ],
  '/api/runs/9': { id: 9 },
  '/api/runs/8': { id: 8 },
  '/api/public-setups/12': { id: 12 },
};

/** A fetch that answers from ANSWERS (today's runs and any history: empty) and records each URL. */
function stubApi(fail?: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === fail) throw new TypeError('Failed to fetch');
      const body = ANSWERS[url] ?? (/\/impact$/.test(url) ? { versions: [] } : []);
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

afterEach(() => forgetPins());

describe('warm-up for the track', () => {
  it('fetches the lists, each setup history, each car run list, the newest runs and the pins; not what is cached', async () => {
    const asked = stubApi();
    setPinned(7, 'public:12', true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(QUERY_KEYS.cars, [{ id: 3 }]);
    await expect(warmUp(client, 7)).resolves.toEqual({ complete: true });
    expect(asked).not.toContain('/api/cars');
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/transponders',
        '/api/setup-sheets',
        '/api/esc-setups',
        '/api/runs/overview',
        '/api/maintenance',
        '/api/setup-sheets/5/versions',
        '/api/setup-sheets/5/impact',
        '/api/esc-setups/6/versions',
        '/api/esc-setups/6/impact',
        '/api/runs?rcCarId=3&limit=100',
        '/api/runs/9',
        '/api/runs/8',
        '/api/public-setups/12',
      ]),
    );
    expect(asked.some((url) => /^\/api\/runs\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/.test(url))).toBe(
      true,
    );
    expect(client.getQueryData([...QUERY_KEYS.runs, 9])).toEqual({ id: 9 });
  });

  it('says it is incomplete when a request finds no connection, and stops when no longer wanted', async () => {
    stubApi('/api/transponders');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    await expect(warmUp(client, 7)).resolves.toEqual({ complete: false });

    const asked = stubApi();
    await expect(warmUp(new QueryClient(), 7, () => false)).resolves.toEqual({ complete: false });
    expect(asked).toEqual([]);
  });
});
