import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyListChange, cachedItem, editedInList, revertListChange } from './list-change';

/** A setup's history as useInfiniteQuery caches it: two pages loaded. */
const paged = () => ({
  pages: [
    {
      items: [
        { version: 4, note: null },
        { version: 3, note: null },
      ],
      next: '/h?cursor=a',
    },
    {
      items: [
        { version: 2, note: null },
        { version: 1, note: null },
      ],
      next: null,
    },
  ],
  pageParams: [null, '/h?cursor=a'],
});

describe('offline list changes on a list loaded a page at a time', () => {
  it('lays an edit into the page that holds the item, and takes it back out', () => {
    const client = new QueryClient();
    const key = ['/h'];
    client.setQueryData(key, paged());
    expect(cachedItem(client, key, 2, 'version')).toEqual({ version: 2, note: null });
    const { change } = editedInList(client, key, 2, { note: 'Too loose' }, 'version');
    if (!change) throw new Error('the version is cached: a change is expected');
    applyListChange(client, change);
    expect(client.getQueryData(key)).toEqual({
      ...paged(),
      pages: [
        paged().pages[0],
        {
          ...paged().pages[1],
          items: [
            { version: 2, note: 'Too loose' },
            { version: 1, note: null },
          ],
        },
      ],
    });
    revertListChange(client, change);
    expect(client.getQueryData(key)).toEqual(paged());
  });

  it('puts a new item first on the first page only', () => {
    const client = new QueryClient();
    const key = ['/h'];
    client.setQueryData(key, paged());
    applyListChange(client, {
      queryKey: key,
      id: 5,
      idField: 'version',
      before: null,
      after: { version: 5 },
    });
    const data = client.getQueryData<ReturnType<typeof paged>>(key);
    expect(data?.pages[0]?.items.map((i) => i.version)).toEqual([5, 4, 3]);
    expect(data?.pages[1]?.items.map((i) => i.version)).toEqual([2, 1]);
  });
});
