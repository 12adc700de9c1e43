/**
 * Every community (public setups) query starts with this key. It lives here rather than in the
 * community feature because sharing and un-sharing a sheet (the setup-sheets feature) must refresh
 * those lists too (SPEC §7), and features never import each other.
 */
export const PUBLIC_SETUPS_QUERY_KEY = ['/api/public-setups'] as const;
