import type { Lap, Run, RunCreateInput, RunSession } from '../../../../shared/schemas/run';
import { parseTimingText } from '../../../../shared/timing';
import { typedNumber } from '../../../../shared/typed-number';
import { todayLocal } from './run-display';

/**
 * The Log a run and Edit details forms hold what their controls hold (strings: a blank number box
 * is '', a select's value is text); `toDetails` turns them into the API's body, which the shared
 * schema then checks, so the form shows the server's own messages.
 */
export interface RunFormValues {
  rcCarId: string;
  date: string;
  trackName: string;
  session: RunSession;
  eventName: string;
  round: string;
  trackSurface: string;
  trackConditions: string;
  airTempC: string;
  trackTempC: string;
  humidityPct: string;
  tyres: string;
  /** The tyre sets ticked (issue 19). */
  tyreSetIds: number[];
  rating: string;
  notes: string;
  /** Log a run only: how the laps are given, and each way's input. */
  lapSource: 'typed' | 'result';
  lapsText: string;
  /** The result's text, pasted or read from a file, and the driver picked as 'race:driver'. */
  resultText: string;
  pick: string;
}

const LAP_INPUTS = { lapSource: 'typed', lapsText: '', resultText: '', pick: '' } as const;

/** The details that go into a new run: today, the car if there is only one, the track last raced. */
export function newRunValues(carId: number | undefined, trackName = ''): RunFormValues {
  return {
    rcCarId: carId === undefined ? '' : String(carId),
    date: todayLocal(),
    trackName,
    session: 'practice',
    eventName: '',
    round: '',
    trackSurface: '',
    trackConditions: '',
    airTempC: '',
    trackTempC: '',
    humidityPct: '',
    tyres: '',
    tyreSetIds: [],
    rating: '',
    notes: '',
    ...LAP_INPUTS,
  };
}

const text = (value: string | null) => value ?? '';
const num = (value: number | null) => (value === null ? '' : String(value));

/** A run's details as the Edit details form opens with them. */
export function runValues(run: Run): RunFormValues {
  return {
    rcCarId: run.rcCarId === null ? '' : String(run.rcCarId),
    date: run.date,
    trackName: run.trackName,
    session: run.session,
    eventName: text(run.eventName),
    round: text(run.round),
    trackSurface: text(run.trackSurface),
    trackConditions: text(run.trackConditions),
    airTempC: num(run.airTempC),
    trackTempC: num(run.trackTempC),
    humidityPct: num(run.humidityPct),
    tyres: text(run.tyres),
    tyreSetIds: [...run.tyreSetIds],
    rating: num(run.rating),
    notes: text(run.notes),
    ...LAP_INPUTS,
  };
}

/** The form's details as the API takes them (car, date, track, session and the optional details). */
export function toDetails(values: RunFormValues) {
  return {
    // None chosen: absent, which a new run refuses with "Choose one of your vehicles" and an edit leaves as it is.
    rcCarId: (values.rcCarId ? Number(values.rcCarId) : undefined) as number,
    date: values.date,
    trackName: values.trackName,
    session: values.session,
    eventName: values.eventName,
    round: values.round,
    trackSurface: values.trackSurface,
    trackConditions: values.trackConditions,
    airTempC: typedNumber(values.airTempC),
    trackTempC: typedNumber(values.trackTempC),
    humidityPct: typedNumber(values.humidityPct),
    tyres: values.tyres,
    tyreSetIds: values.tyreSetIds,
    rating: values.rating ? Number(values.rating) : null,
    notes: values.notes,
  } satisfies Omit<RunCreateInput, 'laps'>;
}

export type TypedLaps =
  | { ok: true; laps: Lap[] }
  | { ok: false; message: string }
  /** A whole result from a timing system: it belongs in the result import, where a driver is picked. */
  | { ok: false; message: string; formatLabel: string };

/**
 * Lap times typed or pasted one a line, read in the browser by the same parser the server uses.
 * Blank reads as no laps (the schema then asks for one).
 */
export function readTypedLaps(value: string): TypedLaps {
  if (value.trim() === '') return { ok: true, laps: [] };
  const parsed = parseTimingText(value);
  if (!parsed.ok) {
    // What the lap list missed ("line 2 ("2 crashed") is not a lap time"), not every format's reason.
    const missed = parsed.tried.find((t) => t.format === 'lap-list')?.missing;
    return { ok: false, message: missed ? `Could not read the laps: ${missed}.` : parsed.message };
  }
  if (parsed.result.format !== 'lap-list') {
    return {
      ok: false,
      formatLabel: parsed.label,
      message: `This is a ${parsed.label} result: use “From a result” to pick your driver from it.`,
    };
  }
  return { ok: true, laps: parsed.result.races[0]?.drivers[0]?.laps ?? [] };
}

/** 'race:driver' as the preview table's radios hold it; undefined when nothing is picked. */
export function parsePick(pick: string): { race: number; driver: number } | undefined {
  const match = /^(\d+):(\d+)$/.exec(pick);
  return match ? { race: Number(match[1]), driver: Number(match[2]) } : undefined;
}

export const pickOf = (race: number, driver: number) => `${race}:${driver}`;
