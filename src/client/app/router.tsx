import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { loadDashboard } from './load-dashboard';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Each page is its own chunk, loaded when its route matches (DESIGN budget: ≤ 50 KiB gzip each). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** SPEC §2 route table. Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      { index: true, lazy: page(() => import('../routes/home')) },
      { path: 'setup-tips', lazy: page(() => import('../routes/setup-tips')) },
      {
        path: 'public-setups',
        lazy: page(() => import('../routes/public-setups')),
        // The detail opens as a dialog over the list, from a chunk of its own.
        children: [{ path: ':id', lazy: page(() => import('../routes/public-setup-detail')) }],
      },
      { path: 's/:slug', lazy: page(() => import('../routes/shared-setup')) },
      { path: 'compare', lazy: page(() => import('../routes/compare')) },
      { path: 'resources', lazy: page(() => import('../routes/resources')) },
      { path: 'tools/gearing', lazy: page(() => import('../routes/gearing')) },
      { path: 'contact', lazy: page(() => import('../routes/contact')) },
      {
        Component: RedirectIfSignedIn,
        children: [{ path: 'auth', lazy: page(() => import('../routes/auth')) }],
      },
      {
        Component: RequireAuth,
        children: [
          { path: 'dashboard', lazy: page(loadDashboard) },
          { path: 'fleet/*', lazy: page(() => import('../routes/fleet')) },
          { path: 'transponders', lazy: page(() => import('../routes/transponders')) },
          // With the printed sheets below it, loaded from its chunk (see routes/setup-sheets.tsx).
          { path: 'setup-sheets/*', lazy: page(() => import('../routes/setup-sheets')) },
          // Race day's five screens are one route (and chunk): each route entry costs the entry chunk.
          { path: 'race-day/*', lazy: page(() => import('../routes/race-day')) },
          { path: 'settings', lazy: page(() => import('../routes/settings')) },
          // Issue 33: the security questions, asked on their own step right after sign-up.
          { path: 'security-questions', lazy: page(() => import('../routes/security-questions')) },
          // Issue 30: clubs (list and a club's page, one chunk) and the notices that arrived by themselves.
          { path: 'clubs/*', lazy: page(() => import('../routes/clubs')) },
          { path: 'notices', lazy: page(() => import('../routes/notices')) },
        ],
      },
      { path: '*', lazy: page(() => import('../routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
