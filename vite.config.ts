import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Installable app and offline shell
    // (docs/decisions/offline.md#installable-app-and-service-worker-issue-18-item-1). Our own worker
    // (src/client/sw.ts), registered lazily by src/client/pwa/register.ts, never under `vite dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      // The icons are in the precache glob below already.
      includeManifestIcons: false,
      // The plugin writes manifest.webmanifest, links it from index.html and precaches it with
      // the icons: one place for it, and the link cannot drift from the file.
      manifest: {
        id: '/',
        name: 'RC Setup Assistant',
        short_name: 'RC Setups',
        description:
          'Your RC off-road fleet, transponders and setup sheets at the track: setup tips and tuning advice for 1:10 and 1:8 racing.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        // The basic theme's primary orange and background (styles.css); index.html's theme-color
        // metas follow the racer's chosen theme.
        theme_color: '#c2410c',
        background_color: '#f8fafc',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell, every lazy route chunk, CSS, fonts and icons. Not the .gz/.br copies
        // (scripts/build.mjs writes them after this step anyway), source maps, Vite's manifest
        // or the handbook PDF (a download, fetched when asked for).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/*.map', '**/*.gz', '**/*.br', '.vite/**', 'sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server reads it to preload each route's chunks with the page (plugins/route-preloads.ts).
    manifest: true,
    // Chunk sizes are held to DESIGN.md's budgets by a test, not by this warning.
    chunkSizeWarningLimit: 200,
    modulePreload: {
      // The entry's lazy routes name no chunks to preload beside them: those lists (file names, which
      // do not compress) cost the signed-out entry 1.5 KiB. A full page load preloads its route's chunks
      // from the server (plugins/route-preloads.ts); the service worker holds every chunk after the
      // first visit; until then a route opened in the app fetches its shared chunks as it imports them.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
});
