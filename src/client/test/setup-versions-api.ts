import type { SetupImpact } from '../../shared/schemas/run-impact';
import type { SetupVersion, StoredValue } from '../../shared/schemas/setup-version';
import type { setupsApi } from './setups-api';

type Api = ReturnType<typeof setupsApi>;

/**
 * One setup's history in a setupsApi (issue 15): its versions newest first, PATCH of a note or outcome,
 * and restore, which like the server's writes the version's content as a new version, and what each
 * version did (issue 16: no runs unless `impact` says). Every write's body is logged on the api's log.
 */
export function addVersionHandlers(
  api: Api,
  kind: 'setup-sheets' | 'esc-setups',
  id: number,
  versions: SetupVersion[],
  impact: SetupImpact = { versions: [] },
) {
  const state = [...versions];
  const base = `/api/${kind}/${id}/versions`;
  const record = () =>
    (kind === 'setup-sheets' ? api.state.sheets : api.state.esc).find(
      (r) => r.id === id,
    ) as unknown as Record<string, unknown>;
  const contentAt = (version: number) => {
    const content: Record<string, StoredValue> = {};
    for (const v of [...state].reverse())
      if (v.version <= version) for (const c of v.changes) content[c.field] = c.to;
    return content;
  };

  const addVersionRoutes = (version: number) => {
    api.handlers[`PATCH ${base}/${version}`] = (body) => {
      api.log.push({ key: `PATCH ${base}/${version}`, body });
      const found = state.find((v) => v.version === version);
      if (!found) return [404, { message: 'Not found' }];
      Object.assign(found, body);
      return [200, found];
    };
    api.handlers[`POST ${base}/${version}/restore`] = () => {
      api.log.push({ key: `POST ${base}/${version}/restore`, body: undefined });
      const setup = record();
      const target = contentAt(version);
      const changes = Object.entries(target)
        .filter(([field, value]) => (setup[field] ?? null) !== value)
        .map(([field, to]) => ({ field, from: (setup[field] ?? null) as StoredValue, to }));
      const next = (state[0]?.version ?? 0) + 1;
      state.unshift({
        version: next,
        createdAt: new Date(Date.parse('2025-06-10T12:00:00.000Z') + next * 60_000).toISOString(),
        source: 'restore',
        note: `Restored version ${version}`,
        outcome: 'untested',
        changes,
        installs: [],
      });
      addVersionRoutes(next);
      Object.assign(setup, target, { version: next, updatedAt: new Date().toISOString() });
      return [200, setup];
    };
  };
  api.handlers[`GET ${base}`] = () => [200, state];
  api.handlers[`GET /api/${kind}/${id}/impact`] = () => [200, impact];
  for (const v of state) addVersionRoutes(v.version);
  return state;
}

/** One version as GET …/versions answers it. */
export const makeVersion = (
  version: number,
  source: SetupVersion['source'],
  changes: SetupVersion['changes'],
): SetupVersion => ({
  version,
  createdAt: `2025-06-0${version}T12:00:00.000Z`,
  source,
  note: null,
  outcome: 'untested',
  changes,
  installs: [],
});

/** A first version's changes: every value set from empty. */
export const createdWith = (values: Record<string, StoredValue>): SetupVersion['changes'] =>
  Object.entries(values).map(([field, to]) => ({ field, from: null, to }));
