import { MAX_LAP_MS, MIN_LAP_MS } from '../schemas/run';

/** A time a run can hold as a lap (1 ms to 30 min, whole ms); anything else in a file is not a lap. */
export const isLapTime = (ms: number | null): ms is number =>
  ms !== null && Number.isInteger(ms) && ms >= MIN_LAP_MS && ms <= MAX_LAP_MS;
