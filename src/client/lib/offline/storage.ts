import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** What the persister needs of a storage; tests pass an in-memory one (jsdom has no IndexedDB). */
export interface KeyValueStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<unknown>;
  /** Everything this storage holds: the sign-out's clearing. */
  clear: () => Promise<unknown>;
}

/** The IndexedDB database the saved queries live in (DESIGN: cleared on sign-out). */
export const QUERY_CACHE_DB = 'rc-query-cache';

let store: UseStore | undefined;
// Opened on first use, not on import: clearing after a sign-out need not create the database.
const queryStore = () => {
  store ??= createStore(QUERY_CACHE_DB, 'queries');
  return store;
};

export const indexedDbStorage: KeyValueStorage = {
  getItem: (key) => get<string>(key, queryStore()),
  setItem: (key, value) => set(key, value, queryStore()),
  removeItem: (key) => del(key, queryStore()),
  clear: () => clear(queryStore()),
};

/** A storage held in memory, for tests. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key),
    setItem: async (key, value) => data.set(key, value),
    removeItem: async (key) => data.delete(key),
    clear: async () => data.clear(),
  };
}
