import { runStats } from '../run-stats';
import { MAX_LAPS, PREVIEW_MAX_BYTES, PREVIEW_MAX_DRIVERS, PREVIEW_MAX_RACES } from '../schemas/run';
import type { ImportPreview } from '../schemas/run-import';
import { type Cuts, cutNotes } from './preview-notes';
import { raceParts } from './session';
import type { ParsedDriver, ParsedRace, ParsedResult } from './types';

/** Who is importing: the driver to preselect is theirs. */
export interface Importer {
  transponders: readonly string[];
  firstName?: string | null;
  lastName?: string | null;
}

/** Case, accents, punctuation and order aside: "DIBRINO, ANDY" is Andy Dibrino. */
const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Whether a driver is the racer's: by a transponder of theirs (digits compared), or by their first
 * and last name (every word of theirs in the driver's name). Also how followed results are matched.
 */
export function isMine(
  driver: Pick<ParsedDriver, 'name' | 'transponder'>,
  me: Importer,
  byName: boolean,
): boolean {
  if (!byName) {
    const theirs = driver.transponder ? digits(driver.transponder) : '';
    return theirs !== '' && me.transponders.some((t) => digits(t) === theirs);
  }
  const mine = [...words(me.firstName ?? ''), ...words(me.lastName ?? '')];
  if (!me.firstName?.trim() || !me.lastName?.trim()) return false;
  const theirs = new Set(words(driver.name.slice(0, 1000)));
  return mine.every((w) => theirs.has(w));
}

/**
 * The racer's own driver of a race: the only one of a lap list, else by transponder, else by name;
 * looked for among the drivers shown only (a race of 140,000 "drivers" is not searched through).
 */
function pickOf(result: ParsedResult, race: ParsedRace, me: Importer): number {
  if (result.races.length === 1 && race.drivers.length === 1) return 0;
  const shown = race.drivers.slice(0, PREVIEW_MAX_DRIVERS);
  const byTransponder = shown.findIndex((d) => isMine(d, me, false));
  return byTransponder >= 0 ? byTransponder : shown.findIndex((d) => isMine(d, me, true));
}

/**
 * Text a file made absurdly long stays readable, and the track fits the run's field (100).
 * Driver and race names are only shown; the import reads them from the file again.
 */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const NAME_MAX = 200;
const FIELD_MAX = 100;

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length;
/** Room kept for the notes and counts added once the races are in (a few short lines). */
const NOTES_ROOM = 8_000;

type PreviewRace = ImportPreview['races'][number];
type PreviewDriver = PreviewRace['drivers'][number];

/** `only`: the file's one driver (a lap list), whom the notes need not name. */
function previewDriver(
  driver: ParsedDriver,
  race: ParsedRace,
  suggested: boolean,
  only: boolean,
  cuts: Cuts,
): PreviewDriver {
  const laps = driver.laps.length > MAX_LAPS ? driver.laps.slice(0, MAX_LAPS) : driver.laps;
  if (laps !== driver.laps)
    cuts.laps.push({ ...(only ? {} : { driver: driver.name }), inFile: driver.laps.length });
  return {
    name: clip(driver.name, NAME_MAX),
    ...(driver.transponder ? { transponder: clip(driver.transponder, NAME_MAX) } : {}),
    ...(driver.carNumber ? { carNumber: clip(driver.carNumber, NAME_MAX) } : {}),
    laps,
    stats: runStats({ laps, startSegment: race.startSegment, official: driver.official }),
    ...(driver.official ? { official: driver.official } : {}),
    suggested,
    ...(laps !== driver.laps ? { lapsInFile: driver.laps.length } : {}),
    ...(driver.position !== undefined ? { position: driver.position } : {}),
    ...(driver.note ? { note: clip(driver.note, NAME_MAX * 2) } : {}),
  };
}

/**
 * The preview of a parsed result: each driver's stats, and the racer's own driver marked
 * `suggested` in each race (by transponder, else by first and last name; the only driver of a
 * lap list is theirs).
 *
 * Bounded whatever the file holds (issue 28): at most 500 races, 500 drivers a race and the 500
 * laps a run holds a driver (stats on those), and about 1 MB of JSON, filled in file order so the
 * race and driver numbers the import takes stay those of the file. `notes` say what was left out.
 * Its work is bounded too: drivers past the cut are never worked out.
 */
export function previewResult(result: ParsedResult, label: string, me: Importer): ImportPreview {
  const head: ImportPreview = {
    format: result.format,
    formatLabel: label,
    ...(result.event ? { event: clip(result.event, FIELD_MAX) } : {}),
    ...(result.track ? { track: clip(result.track, FIELD_MAX) } : {}),
    ...(result.date ? { date: result.date } : {}),
    races: [],
  };
  const cuts: Cuts = { drivers: [], laps: [] };
  const budget = PREVIEW_MAX_BYTES - NOTES_ROOM;
  let used = bytesOf(head);
  let full = false;
  for (const race of result.races.slice(0, PREVIEW_MAX_RACES)) {
    const parts = raceParts(race.name.slice(0, NAME_MAX), race.round?.slice(0, FIELD_MAX));
    const shown: PreviewRace = {
      name: clip(race.name, NAME_MAX),
      ...(race.round ? { round: clip(race.round, FIELD_MAX) } : {}),
      ...(parts.className ? { className: clip(parts.className, FIELD_MAX) } : {}),
      raceName: clip(parts.raceName, FIELD_MAX),
      ...(parts.kind ? { kind: parts.kind } : {}),
      startSegment: race.startSegment === true,
      drivers: [],
    };
    used += bytesOf(shown) + 1;
    const pick = pickOf(result, race, me);
    const limit = Math.min(race.drivers.length, PREVIEW_MAX_DRIVERS);
    for (let index = 0; index < limit && !full; index++) {
      const only = result.races.length === 1 && race.drivers.length === 1;
      const driver = previewDriver(race.drivers[index] as ParsedDriver, race, index === pick, only, cuts);
      used += bytesOf(driver) + 1;
      if (used > budget) {
        full = true;
        if (driver.lapsInFile !== undefined) cuts.laps.pop();
      } else shown.drivers.push(driver);
    }
    if (shown.drivers.length === 0 && full) break;
    head.races.push(shown);
    if (shown.drivers.length < race.drivers.length) {
      shown.driversInFile = race.drivers.length;
      const cut = { race: race.name, shown: shown.drivers.length, inFile: race.drivers.length };
      if (full) cuts.driversBySize = cut;
      else cuts.drivers.push(cut);
    }
    if (full) break;
  }
  if (head.races.length < result.races.length) {
    head.racesInFile = result.races.length;
    cuts.racesInFile = result.races.length;
    if (full) cuts.racesBySize = head.races.length;
  }
  if (result.unread?.length)
    head.unread = result.unread
      .slice(0, PREVIEW_MAX_RACES)
      .map((part) => ({ name: clip(part.name, NAME_MAX), reason: clip(part.reason, NAME_MAX * 2) }));
  const notes = cutNotes(cuts);
  return notes.length > 0 ? { ...head, notes } : head;
}
