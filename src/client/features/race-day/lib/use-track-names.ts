import { useQuery } from '@tanstack/react-query';
import type { RunSummary } from '../../../../shared/schemas/run';
import { useQueuedRuns, withQueuedRuns } from '../../../lib/resources/queued-runs';
import { runsQuery } from '../../../lib/resources/runs';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';
import { todayLocal } from './run-display';

/**
 * Today's runs, newest first: race day's page, and where Log a run takes its track from. Runs logged
 * offline are among them at once, marked waiting to send (`data` holds them even while the server's
 * list cannot load, offline).
 */
export function useTodaysRuns(): { data: RunSummary[] | undefined; isPending: boolean } {
  const today = todayLocal();
  const filters = { from: today, to: today };
  const runs = useQuery(runsQuery(filters));
  const queued = useQueuedRuns(filters);
  const data = runs.data ? withQueuedRuns(runs.data, queued) : queued.length > 0 ? queued : undefined;
  return { data, isPending: runs.isPending };
}

/**
 * Track names to suggest: today's (the newest first, so a racer at one track all day types it once)
 * and those of the racer's setup sheets.
 */
export function useTrackNames(): { tracks: string[]; latest: string | undefined } {
  const today = useTodaysRuns();
  const sheets = useSetupSheets();
  const runs: RunSummary[] = today.data ?? [];
  const names = [...runs.map((r) => r.trackName), ...(sheets.data ?? []).map((s) => s.trackName ?? '')];
  const tracks = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  return { tracks, latest: runs[0]?.trackName };
}
