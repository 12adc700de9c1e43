import type { ImportGraph } from './import-graph';

const isTest = (file: string) => /\.test\.tsx?$|\/test\//.test(file);
const featureOf = (file: string) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * The one-way imports the project promises (README "Architecture", DESIGN "Layout"):
 * client and server never import each other; shared imports neither, nor Node's modules;
 * a feature never imports another feature; primitives, layout and lib never import features.
 */
const RULES: Array<{
  from: (file: string) => boolean;
  to: (file: string, target: string) => boolean;
  why: string;
}> = [
  {
    from: (f) => f.startsWith('src/client/'),
    to: (_f, t) => t.startsWith('src/server/'),
    why: 'client code must not import server code',
  },
  {
    from: (f) => f.startsWith('src/server/'),
    to: (_f, t) => t.startsWith('src/client/'),
    why: 'server code must not import client code',
  },
  {
    from: (f) => f.startsWith('src/shared/') && !isTest(f),
    to: (_f, t) => t.startsWith('src/client/') || t.startsWith('src/server/') || t.startsWith('node:'),
    why: 'shared code must not import client, server or Node code',
  },
  {
    from: (f) => featureOf(f) !== undefined,
    to: (f, t) => featureOf(t) !== undefined && featureOf(t) !== featureOf(f),
    why: 'a feature must not import another feature',
  },
  {
    from: (f) => /^src\/client\/(components|lib)\//.test(f),
    to: (_f, t) => t.startsWith('src/client/features/') || t.startsWith('src/client/routes/'),
    why: 'components and lib must not import features or routes',
  },
];

/** Every import that breaks a rule, as "file → target: why". */
export function boundaryViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, edges] of graph) {
    for (const target of edges) {
      const rule = RULES.find((r) => r.from(file) && r.to(file, target));
      if (rule) found.push(`${file} → ${target}: ${rule.why}`);
    }
  }
  return found.sort();
}

/** Groups of modules that import each other in a circle (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (group.length > 1 || selfImport) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
