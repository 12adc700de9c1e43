/**
 * The dashboard's chunk, imported from this one module of the signed-out entry by both `/dashboard`
 * (app/router.tsx) and `/` for a signed-in racer (routes/home.tsx). Imported from the home chunk, it
 * carried the list of the dashboard's ~45 files to preload: 0.65 KiB gzip on the landing page every
 * visitor loads. The entry's imports carry no such lists (vite.config.ts); a full load of `/` in a
 * browser with a session gets the dashboard's chunks preloaded by the server (route-preloads.ts).
 */
export const loadDashboard = () => import('../routes/dashboard');
