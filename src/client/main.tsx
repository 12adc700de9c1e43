import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { toast } from './components/ui/use-toast';
import { createQueryClient } from './lib/query-client';
import { userQueryOptions } from './lib/resources/account';
import { readStoredTheme } from './lib/theme';

// public/theme-init.js normally did this before paint; repeat it in case that file was blocked.
document.documentElement.dataset.theme = readStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
// Ask who is signed in now, in parallel with loading the first route's chunk, not after it.
void queryClient.prefetchQuery(userQueryOptions);

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The service worker (installable app, offline shell) registers after the page has loaded, from
// its own chunk: built apps only, never under `vite dev`.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () => import('./pwa/register').then((m) => m.registerServiceWorker(toast)));
