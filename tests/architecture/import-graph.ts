import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every source module read (under `src/` unless told otherwise; project-relative, `/`-separated)
 * and what it imports: project paths, or package names. Type-only imports count too: they tie modules together for the reader
 * and the compiler even when no code runs.
 */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// Static imports and re-exports (`… from '…'`), side-effect imports and dynamic `import('…')`.
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

function resolve(root: string, fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  const found = RESOLVE_SUFFIXES.map((suffix) => base + suffix).find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
  return path
    .relative(root, found ?? base)
    .split(path.sep)
    .join('/');
}

/**
 * Reads the import graph of the given folders of `root` (`src` unless told) from the source text
 * (no compiler needed). Imports that leave those folders stay as edges but name no module read.
 */
export function readImportGraph(root: string, folders: string[] = ['src']): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const full of folders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const text = readFileSync(full, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2])
      .filter((specifier): specifier is string => specifier !== undefined)
      .map((specifier) => resolve(root, file, specifier));
    graph.set(file, targets);
  }
  return graph;
}
