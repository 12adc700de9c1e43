/**
 * What a run can hold as a lap (issue 16): a whole number of ms from 1 ms to 30 min. Apart from the
 * zod schemas (schemas/run.ts re-exports them) so the timing parsers, which the browser may load on
 * their own to preview a file offline, do not bring zod along.
 */
export const MIN_LAP_MS = 1;
export const MAX_LAP_MS = 30 * 60 * 1000;

export const isLapTime = (ms: number | null): ms is number =>
  ms !== null && Number.isInteger(ms) && ms >= MIN_LAP_MS && ms <= MAX_LAP_MS;
