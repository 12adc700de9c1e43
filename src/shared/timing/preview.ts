import { lapStats } from '../lap-stats';
import type { ImportPreview } from '../schemas/run';
import type { ParsedDriver, ParsedResult } from './types';

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

function isMine(driver: ParsedDriver, me: Importer, byName: boolean): boolean {
  if (!byName) {
    const theirs = driver.transponder ? digits(driver.transponder) : '';
    return theirs !== '' && me.transponders.some((t) => digits(t) === theirs);
  }
  const mine = [...words(me.firstName ?? ''), ...words(me.lastName ?? '')];
  if (!me.firstName?.trim() || !me.lastName?.trim()) return false;
  const theirs = new Set(words(driver.name));
  return mine.every((w) => theirs.has(w));
}

/**
 * The preview of a parsed result: each driver's stats, and the racer's own driver marked
 * `suggested` in each race (by transponder, else by first and last name; the only driver of a
 * lap list is theirs).
 */
export function previewResult(result: ParsedResult, label: string, me: Importer): ImportPreview {
  return {
    format: result.format,
    formatLabel: label,
    ...(result.event ? { event: result.event } : {}),
    ...(result.track ? { track: result.track } : {}),
    ...(result.date ? { date: result.date } : {}),
    races: result.races.map((race) => {
      const only = result.races.length === 1 && race.drivers.length === 1;
      const byTransponder = race.drivers.findIndex((d) => isMine(d, me, false));
      const pick = only
        ? 0
        : byTransponder >= 0
          ? byTransponder
          : race.drivers.findIndex((d) => isMine(d, me, true));
      return {
        name: race.name,
        ...(race.round ? { round: race.round } : {}),
        drivers: race.drivers.map((driver, index) => ({
          name: driver.name,
          ...(driver.transponder ? { transponder: driver.transponder } : {}),
          ...(driver.carNumber ? { carNumber: driver.carNumber } : {}),
          laps: driver.laps,
          stats: lapStats(driver.laps.map((l) => l.timeMs)),
          ...(driver.official ? { official: driver.official } : {}),
          suggested: index === pick,
        })),
      };
    }),
  };
}
