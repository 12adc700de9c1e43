// Builds the app into dist/: the client with Vite (dist/client), the server with esbuild (dist/server/main.js
// and the heavy pool's worker, heavy-worker.js),
// then writes dist/.build-stamp so `npm start` knows the build is current.
//   node scripts/build.mjs             always builds
//   node scripts/build.mjs --if-stale  builds only when an input changed since the last build
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DIST, ROOT, SERVER_ENTRY, snapshotInputs, staleReason, writeStamp } from './lib/build-stamp.mjs';

// vite.config.ts names its root relative to the working directory.
process.chdir(ROOT);
// A build is always a production build, whoever calls it: under Vitest NODE_ENV is 'test', and
// Vite would then bundle React's development build (half again the size).
process.env.NODE_ENV = 'production';

if (process.argv.includes('--if-stale')) {
  const reason = staleReason();
  if (!reason) {
    console.log('[build] dist/ is up to date');
    process.exit(0);
  }
  console.log(`[build] rebuilding: ${reason}`);
}

const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
// Snapshot before building: an edit made during the build leaves the stamp stale, as it should.
const inputs = snapshotInputs();
rmSync(path.join(DIST, '.build-stamp'), { force: true });

/** Runs one build step; on failure prints its error once, briefly, and exits 1. */
async function step(name, run) {
  try {
    await run();
  } catch (err) {
    console.error(`[build] ${name} build failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}

await step('client', async () => {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: process.env.CI ? 'warn' : 'info',
  });
});
await step('compress', async () => {
  const { compressAssets } = await import('./lib/compress-assets.mjs');
  const count = await compressAssets(path.join(DIST, 'client'));
  console.log(`[build] pre-compressed ${count} files (gzip, brotli)`);
});
console.log(`[build] client -> dist/client (${since()})`);

await step('server', async () => {
  const esbuild = await import('esbuild');
  rmSync(path.join(DIST, 'server'), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    // The heavy pool's worker thread is a second entry: src/server/heavy/pool.ts loads it from
    // beside main.js.
    entryPoints: { main: 'src/server/main.ts', 'heavy-worker': 'src/server/heavy/worker.ts' },
    outdir: path.dirname(SERVER_ENTRY),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    bundle: true,
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
});
console.log(`[build] server -> dist/server/main.js, heavy-worker.js (${since()})`);

writeStamp(inputs);
console.log(`[build] done in ${since()}`);
