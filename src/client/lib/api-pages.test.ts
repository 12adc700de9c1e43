import { describe, expect, it, vi } from 'vitest';
import { errorOf, json } from '../test/api-responses';
import { MAX_PAGES_FOLLOWED, nextPageUrl, requestAllPages } from './api-pages';

describe('requestAllPages', () => {
  const pages: Record<string, Response | (() => Response)> = {};
  function stubPages() {
    const fetchMock = vi.fn(async (url: string) => {
      const page = pages[url];
      if (!page) return json(404, { message: `No page ${url}` });
      return typeof page === 'function' ? page() : page;
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('follows the Link header page after page and joins them in order', async () => {
    pages['/api/cars'] = json(200, [{ id: 1 }, { id: 2 }], {
      Link: '</api/cars?cursor=b2>; rel="next"',
      'X-Next-Cursor': 'b2',
    });
    pages['/api/cars?cursor=b2'] = json(200, [{ id: 3 }], { Link: '</api/cars?cursor=b3>; rel="next"' });
    pages['/api/cars?cursor=b3'] = json(200, [{ id: 4 }]);
    const fetchMock = stubPages();
    expect(await requestAllPages('/api/cars')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/cars',
      '/api/cars?cursor=b2',
      '/api/cars?cursor=b3',
    ]);
  });

  it('uses X-Next-Cursor when there is no Link, keeping the query', async () => {
    pages['/api/runs?rcCarId=3&limit=2'] = json(200, [{ id: 9 }], { 'X-Next-Cursor': 'c1' });
    pages['/api/runs?rcCarId=3&limit=2&cursor=c1'] = json(200, [{ id: 8 }]);
    stubPages();
    expect(await requestAllPages('/api/runs?rcCarId=3&limit=2')).toEqual([{ id: 9 }, { id: 8 }]);
  });

  it('stops following a server that never stops naming a next page', async () => {
    pages['/api/loop'] = () => json(200, [{ id: 1 }], { Link: '</api/loop>; rel="next"' });
    const fetchMock = stubPages();
    expect(await requestAllPages('/api/loop')).toHaveLength(MAX_PAGES_FOLLOWED);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_PAGES_FOLLOWED);
  });

  it('fails as any request does when a page fails', async () => {
    pages['/api/transponders'] = json(200, [{ id: 1 }], { Link: '</api/transponders?cursor=x>; rel="next"' });
    pages['/api/transponders?cursor=x'] = json(400, { message: 'The cursor is not one this list gave out' });
    stubPages();
    expect((await errorOf(requestAllPages('/api/transponders'))).status).toBe(400);
  });
});

describe('nextPageUrl', () => {
  it('reads rel="next" among other links, and null on the last page', () => {
    const res = json(200, [], { Link: '</a?cursor=p>; rel="prev", </a?cursor=n>; rel="next"' });
    expect(nextPageUrl(res, '/a')).toBe('/a?cursor=n');
    expect(nextPageUrl(json(200, []), '/a')).toBeNull();
  });
});
