import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every page is a lazy route, so a browser would fetch the entry, run it, and only then ask for
 * the route's chunk. The server knows which route a URL opens, so it names that route's chunks in
 * the HTML as modulepreloads and the browser fetches them alongside the entry.
 *
 * Convention (no second route table): the first path segment names `routes/<segment>.tsx` in
 * the client, and `/` is `routes/home.tsx`. A segment without such a module gets no extra hints.
 * `/` is the dashboard for a signed-in racer (routes/home.tsx loads it then): a browser that says so
 * (the hint cookie beside the session) gets the dashboard's chunks too, so the signed-out page keeps
 * only its own.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

export interface PageHtml {
  /** The HTML for a page path, with that route's preloads (for `/`, the dashboard's too when signed in). */
  forPath: (pathname: string, signedIn?: boolean) => string;
}

export function loadPageHtml(clientDir: string): PageHtml {
  const base = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { forPath: () => base };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const inEntry = closure(manifest, 'index.html');
  const cache = new Map<string, string>();

  const build = (segment: string, signedIn: boolean): string => {
    const keys = [`routes/${segment || 'home'}.tsx`];
    if (segment === '' && signedIn) keys.push('routes/dashboard.tsx');
    if (!manifest[keys[0] as string]) return base;
    const seen = new Set<string>();
    for (const key of keys) closure(manifest, key, seen);
    const chunks = [...seen]
      .filter((k) => !inEntry.has(k) && manifest[k])
      .map((k) => manifest[k] as ManifestChunk);
    const links = [
      ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
      ...chunks
        .flatMap((c) => c.css ?? [])
        .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ];
    return links.length ? base.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : base;
  };

  return {
    forPath(pathname, signedIn = false) {
      const segment = pathname.split('/')[1] ?? '';
      // Only names the client could have; anything else gets the plain page (and no cache growth).
      if (!/^[a-z-]{0,40}$/.test(segment)) return base;
      const home = segment === '' && signedIn;
      const cacheKey = home ? '/signed-in' : segment;
      let html = cache.get(cacheKey);
      if (html === undefined) {
        html = build(segment, home);
        cache.set(cacheKey, html);
      }
      return html;
    },
  };
}
