import type { QueryClient } from '@tanstack/react-query';
import type { Run, RunCreateInput } from '../../../shared/schemas/run';
import type { ImportPreview, RunImportInput } from '../../../shared/schemas/run-import';
import type { Transponder } from '../../../shared/schemas/transponder';
import type { User } from '../../../shared/schemas/user';
import { parseTimingText } from '../../../shared/timing';
import { previewResult } from '../../../shared/timing/preview';
import { newUuid } from '../idempotency-key';
import type { OfflineWrite } from '../outbox/offline-write';
import { QUERY_KEYS } from './query-keys';

const laps = (n: number) => (n === 1 ? '1 lap' : `${n} laps`);

/**
 * A new run as sent: named by the browser (`clientRef`, issue 29), so however often it is sent (a
 * retry, the outbox's replay after its Idempotency-Key expired) the server keeps one run.
 */
export const withClientRef = (body: RunCreateInput): RunCreateInput =>
  body.clientRef ? body : { ...body, clientRef: newUuid() };

/**
 * A run logged at the track without a connection (issue 18): queued and sent once the phone is
 * online. Until then it shows among the runs, its stats worked out in the browser and marked
 * waiting to send (queued-runs.ts reads it from the queue, so it is in every list that holds it).
 */
export const offlineRunCreate: OfflineWrite<Run, RunCreateInput> = {
  request: (body) => ({ method: 'POST', url: '/api/runs', body: withClientRef(body) }),
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
