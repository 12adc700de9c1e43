import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryViolations, importCycles } from './boundaries';
import { readImportGraph } from './import-graph';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import boundaries', () => {
  const graph = readImportGraph(ROOT);

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/server/app.ts')).toContain('src/server/db/index.ts');
  });

  it('client, server, shared and features keep to their one-way imports', () => {
    expect(boundaryViolations(graph)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

// Only cycles: the benchmarks may import the server and the test harness, but a scenario list and
// the modules that add to it once imported each other in a circle (issue 34).
describe('bench imports', () => {
  const bench = readImportGraph(ROOT, ['bench']);

  it('reads the benchmarks, the scenario modules among them', () => {
    expect(bench.get('bench/scenarios.ts')).toContain('bench/scenarios-runs.ts');
    expect(bench.get('bench/scenarios-runs.ts')).toContain('bench/scenario-kit.ts');
  });

  it('has no import cycles', () => {
    expect(importCycles(bench)).toEqual([]);
  });
});

describe('the rules bite on planted violations', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rc-boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  plant('src/server/db/index.ts', 'export const db = 1;\n');
  plant('src/client/lib/api.ts', "import { db } from '../../server/db';\nexport const api = db;\n");
  plant(
    'src/shared/schemas/car.ts',
    "import { readFileSync } from 'node:fs';\nexport const car = readFileSync;\n",
  );
  plant('src/client/features/fleet/components/car-card.tsx', "export { x } from '../../community/api/x';\n");
  plant(
    'src/client/features/community/api/x.ts',
    "export const x = () => import('../../fleet/components/car-card');\n",
  );
  plant('src/client/components/ui/button.tsx', "import type { x } from '../../features/community/api/x';\n");
  plant('src/server/a.ts', "import { b } from './b';\nexport const a = b;\n");
  plant('src/server/b.ts', "import type { a } from './a';\nexport const b = 1 as unknown as typeof a;\n");
  plant('bench/scenarios.ts', "import { RUNS } from './scenarios-runs';\nexport const ALL = [...RUNS];\n");
  plant(
    'bench/scenarios-runs.ts',
    "import type { Scenario } from './scenarios';\nexport const RUNS: Scenario[] = [];\n",
  );
  const planted = readImportGraph(root);

  it('finds each broken boundary, however the import is written', () => {
    expect(boundaryViolations(planted)).toEqual([
      'src/client/components/ui/button.tsx → src/client/features/community/api/x.ts: components and lib must not import features or routes',
      'src/client/features/community/api/x.ts → src/client/features/fleet/components/car-card.tsx: a feature must not import another feature',
      'src/client/features/fleet/components/car-card.tsx → src/client/features/community/api/x.ts: a feature must not import another feature',
      'src/client/lib/api.ts → src/server/db/index.ts: client code must not import server code',
      'src/shared/schemas/car.ts → node:fs: shared code must not import client, server or Node code',
    ]);
  });

  it('finds cycles, type-only links included', () => {
    expect(importCycles(planted)).toEqual([
      ['src/client/features/community/api/x.ts', 'src/client/features/fleet/components/car-card.tsx'],
      ['src/server/a.ts', 'src/server/b.ts'],
    ]);
  });

  it('finds a cycle among the benchmarks only when asked to read them', () => {
    expect(importCycles(readImportGraph(root, ['bench']))).toEqual([
      ['bench/scenarios-runs.ts', 'bench/scenarios.ts'],
    ]);
  });
});
