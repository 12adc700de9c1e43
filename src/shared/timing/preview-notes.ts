import { MAX_LAPS, PREVIEW_MAX_BYTES } from '../schemas/run';

/**
 * What a preview left out, in a racer's words (issue 28). A file can cut hundreds of drivers, so
 * the first few are named and the rest counted: the notes stay a few lines, whatever the file.
 */
export interface Cuts {
  /** Races in the file, when fewer are shown. */
  racesInFile?: number;
  /** Races shown, when the answer's size (not the count) ended them. */
  racesBySize?: number;
  /** Races whose drivers were cut by count. */
  drivers: Array<{ race: string; shown: number; inFile: number }>;
  /** The race whose drivers the answer's size ended, and how many of them are shown. */
  driversBySize?: { race: string; shown: number; inFile: number };
  /** Drivers with more laps than a run holds (no name when the file holds that driver only). */
  laps: Array<{ driver?: string; inFile: number }>;
}

/** Names as the notes quote them: a name a file made absurdly long stays one line. */
const quote = (name: string) => (name.length > 60 ? `${name.slice(0, 59)}…` : name);
const count = (n: number) => n.toLocaleString('en-US');
const NAMED = 3;

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
const MB = `about ${PREVIEW_MAX_BYTES / 1_000_000} MB`;

export function cutNotes(cuts: Cuts): string[] {
  const notes: string[] = [];
  if (cuts.racesInFile !== undefined) {
    const shown = cuts.racesBySize ?? Math.min(cuts.racesInFile, MAX_LAPS);
    const why = cuts.racesBySize !== undefined ? ` (a preview holds ${MB})` : '';
    notes.push(`This file has ${count(cuts.racesInFile)} races; the first ${count(shown)} are shown${why}.`);
  }
  for (const cut of cuts.drivers.slice(0, NAMED)) {
    notes.push(
      `${quote(cut.race)} has ${count(cut.inFile)} drivers; the first ${count(cut.shown)} are shown.`,
    );
  }
  const moreRaces = cuts.drivers.length - NAMED;
  if (moreRaces > 0) {
    notes.push(
      `${plural(moreRaces, 'more race has', 'more races have')} more than ${count(MAX_LAPS)} drivers; the first ${count(MAX_LAPS)} of each are shown.`,
    );
  }
  const size = cuts.driversBySize;
  if (size) {
    notes.push(
      `${quote(size.race)} has ${count(size.inFile)} drivers; the first ${count(size.shown)} are shown (a preview holds ${MB}).`,
    );
  }
  for (const cut of cuts.laps.slice(0, NAMED)) {
    const shown = `Only the first ${count(MAX_LAPS)} of ${count(cut.inFile)} laps`;
    const why = `a run holds at most ${count(MAX_LAPS)} laps`;
    notes.push(
      cut.driver === undefined
        ? `${shown} are shown: ${why}. The figures are worked out on those ${count(MAX_LAPS)}; split the list into runs of at most ${count(MAX_LAPS)} laps to import it.`
        : `${shown} of ${quote(cut.driver)} are shown: ${why}. Their figures are worked out on those ${count(MAX_LAPS)}, and they cannot be imported as one run.`,
    );
  }
  const moreDrivers = cuts.laps.length - NAMED;
  if (moreDrivers > 0) {
    notes.push(
      `${plural(moreDrivers, 'more driver has', 'more drivers have')} more than ${count(MAX_LAPS)} laps: the first ${count(MAX_LAPS)} of each are shown and worked out, and none of them can be imported as one run.`,
    );
  }
  return notes;
}
