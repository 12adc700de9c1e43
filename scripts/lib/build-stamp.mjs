// Decides whether dist/ is up to date with its inputs, and records that it is.
// Kept to node:* built-ins so `npm start` on an existing build only pays for a directory walk.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const SERVER_ENTRY = path.join(DIST, 'server', 'main.js');
export const CLIENT_INDEX = path.join(DIST, 'client', 'index.html');
const STAMP = path.join(DIST, '.build-stamp');

/** Single files whose change calls for a rebuild, relative to the root. */
const INPUT_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/build.mjs'];
/** Files under src/ that never reach dist/ (tests and their helpers). */
const NOT_AN_INPUT = /(\.test\.[cm]?[jt]sx?$)|([\\/]test[\\/])|([\\/]__tests__[\\/])/;

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && !NOT_AN_INPUT.test(full)) out.push(full);
  }
}

/** Every build input, sorted, as absolute paths. */
export function listInputs() {
  const files = [];
  walk(path.join(ROOT, 'src'), files);
  for (const f of INPUT_FILES) {
    const full = path.join(ROOT, f);
    if (existsSync(full)) files.push(full);
  }
  return files.sort();
}

function newestMtime(files) {
  let newest = 0;
  for (const f of files) newest = Math.max(newest, statSync(f).mtimeMs);
  return newest;
}

/** A hash of the inputs' paths and contents: immune to touched-but-unchanged files and fresh clones. */
export function hashInputs(files) {
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(path.relative(ROOT, f));
    hash.update('\0');
    hash.update(readFileSync(f));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The inputs as they are now; take it before building and pass it to writeStamp() after. */
export function snapshotInputs() {
  const files = listInputs();
  return { hash: hashInputs(files), count: files.length, newestMtime: newestMtime(files) };
}

/**
 * Why dist/ must be rebuilt, or undefined when it is current.
 * Fast path: no input newer than the stamp. Slow path (some mtime moved): compare content hashes.
 */
export function staleReason() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_INDEX)) return 'no build in dist/';
  const stamp = readStamp();
  if (!stamp) return 'no build stamp';
  const files = listInputs();
  const newest = newestMtime(files);
  if (files.length === stamp.count && newest <= stamp.newestMtime) return undefined;
  const hash = hashInputs(files);
  if (hash !== stamp.hash) return 'sources changed since the last build';
  // Same content, newer mtimes (a checkout, a touch): remember them so the next start is fast again.
  writeStamp({ hash, count: files.length, newestMtime: newest });
  return undefined;
}

export function writeStamp(snapshot) {
  const stamp = { ...snapshot, builtAt: new Date().toISOString() };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
}
