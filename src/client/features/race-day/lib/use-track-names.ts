import { useQuery } from '@tanstack/react-query';
import type { RunSummary } from '../../../../shared/schemas/run';
import { runsQuery } from '../../../lib/resources/runs';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';
import { todayLocal } from './run-display';

/** Today's runs, newest first: race day's page, and where Log a run takes its track from. */
export function useTodaysRuns() {
  const today = todayLocal();
  return useQuery(runsQuery({ from: today, to: today }));
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
