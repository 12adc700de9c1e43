import type { SetupKindName } from '../../shared/setup-content';
import { setupHref } from './resources/setup-versions';

/**
 * How code outside the setups feature (the offline outbox) hands a setup edit refused as stale (412)
 * to the setup editor's conflict resolver (issue 18 item 4). The contract:
 *
 *   navigate(link.to, { state: link.state })   where link = setupConflictLink(kind, id, conflict)
 *
 * - `to` is the setup's page URL (`/setup-sheets?id=N`, an ESC setup's `/setup-sheets?tab=esc&id=N`);
 * - `state` is `{ conflict: { mine, baseVersion } }`: `mine` the partial PUT body as sent (values of the
 *   kind's update schema, `changeNote` included if it had one), `baseVersion` the version it named in
 *   If-Match.
 *
 * The setups page reads the state once (it replaces the history entry, so Back or a reload does not
 * open it again), opens that setup's editor on the setup as stored now, and shows the resolver with
 * `mine` against it. "Save merged" writes a new version with If-Match on the stored version; "Cancel"
 * leaves `mine` in the editor as unsaved changes (kept in the browser's draft). Either way the queued
 * write is then the racer's to drop: the resolver never sends it again as it was.
 */
export interface SetupConflict {
  mine: Record<string, unknown>;
  baseVersion: number;
}

export interface SetupConflictState {
  conflict: SetupConflict;
}

export function setupConflictLink(
  kind: SetupKindName,
  id: number,
  conflict: SetupConflict,
): { to: string; state: SetupConflictState } {
  return { to: setupHref(kind, id), state: { conflict } };
}

/** The conflict a history entry's state carries, if it is one (anything else reads as none). */
export function readSetupConflict(state: unknown): SetupConflict | undefined {
  const conflict = (state as Partial<SetupConflictState> | null)?.conflict;
  if (!conflict || typeof conflict !== 'object') return undefined;
  const { mine, baseVersion } = conflict;
  if (!mine || typeof mine !== 'object' || Array.isArray(mine)) return undefined;
  if (!Number.isInteger(baseVersion) || baseVersion < 1) return undefined;
  return { mine, baseVersion };
}
