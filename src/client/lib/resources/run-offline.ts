import type { QueryClient } from '@tanstack/react-query';
import type { ImportPreview, Run, RunCreateInput, RunImportInput } from '../../../shared/schemas/run';
import type { Transponder } from '../../../shared/schemas/transponder';
import type { User } from '../../../shared/schemas/user';
import { parseTimingText } from '../../../shared/timing';
import { previewResult } from '../../../shared/timing/preview';
import type { OfflineWrite } from '../outbox/offline-write';
import { QUERY_KEYS } from './query-keys';

const laps = (n: number) => (n === 1 ? '1 lap' : `${n} laps`);

/**
 * A run logged at the track without a connection (issue 18): queued and sent once the phone is
 * online, where its stats are worked out by the server as for any other. Until then it is in the list
 * of waiting changes, not among the runs: a run's page shows what the server made of it.
 */
export const offlineRunCreate: OfflineWrite<Run, RunCreateInput> = {
  request: (body) => ({ method: 'POST', url: '/api/runs', body }),
  label: (body) => `Run at ${body.trackName} (${laps(body.laps.length)})`,
  standIn: (body, _client, tempId) => ({ data: { ...body, id: tempId } as unknown as Run }),
};

/** A result pasted or read from a file offline: read in the browser, imported by the server once online. */
export const offlineRunImport: OfflineWrite<Run, RunImportInput> = {
  request: (body) => ({ method: 'POST', url: '/api/runs/import', body }),
  label: (body) => `Run from a timing result${body.trackName ? ` at ${body.trackName}` : ''}`,
  standIn: (body, _client, tempId) => ({ data: { ...body, id: tempId } as unknown as Run }),
};

/** A result the browser could not read, in the words the server would have used. */
export class UnreadableResult extends Error {}

/**
 * The preview the server gives, worked out in the browser when there is no connection: the same
 * parsers and the same choice of the racer's own driver (their transponders and name, as cached).
 */
export function previewInBrowser(text: string, client: QueryClient): ImportPreview {
  const parsed = parseTimingText(text);
  if (!parsed.ok) throw new UnreadableResult(parsed.message);
  const user = client.getQueryData<User | null>(QUERY_KEYS.user);
  const transponders = client.getQueryData<Transponder[]>(QUERY_KEYS.transponders) ?? [];
  return previewResult(parsed.result, parsed.label, {
    transponders: transponders.map((t) => t.number),
    firstName: user?.firstName,
    lastName: user?.lastName,
  });
}
