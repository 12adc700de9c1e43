import type { Page } from '@playwright/test';

/** The query keys the saved cache holds, read without creating its database. */
export const savedKeys = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('rc-query-cache')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('rc-query-cache');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) return resolve([]);
        const read = db.transaction('queries').objectStore('queries').get('queries');
        read.onsuccess = () => {
          db.close();
          const saved = read.result ? JSON.parse(read.result as string) : { clientState: { queries: [] } };
          resolve(saved.clientState.queries.map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey)));
        };
      };
      open.onerror = () => resolve([]);
    });
  });
