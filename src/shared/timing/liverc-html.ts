import type { Lap, OfficialFigures } from '../schemas/run';
import { htmlTables, textOf } from './html-tables';
import { parseLapTime } from './lap-time';
import { dateFromMonthName, lapsSlashTime, nameKey, official, wholeNumber } from './parse-util';
import { lapOneLeftOut, noteDisagreements } from './race-checks';
import type { ParsedDriver, ParsedResult } from './types';

/**
 * A LiveRC race-result page as saved from the browser: each driver's laps in the page's
 * `racerLaps[<driver id>] = { 'driverName' : …, 'laps' : [ {'lapNum' : '0', …}, … ] }` script
 * blocks (lap 0 is a placeholder with time 0, not a lap), and the official figures in
 * `table.race_result` ("16/10:14.477" laps/time, "36.589<sup>9</sup>" fastest lap and its lap).
 * Whether lap 1 is a start segment is a setting of each race: its stated fastest and average laps
 * leave it out or not (race-checks.ts), and where they do not tell it is taken as one.
 */
interface RacerLaps {
  id: string;
  name: string;
  laps: Lap[];
  /** The average lap the page states for the driver ('avgLap'). */
  avgMs: number | null;
}

const QUOTED = String.raw`'((?:[^'\\]|\\.){0,200})'`;
const DRIVER_NAME = new RegExp(String.raw`'driverName'\s*:\s*${QUOTED}`);
const AVG_LAP = /'avgLap'\s*:\s*'([^']{0,20})'/;
/** One lap object: its number, then within the same braces its time (bounded: no backtracking runs). */
const LAP = /'lapNum'\s*:\s*'(\d{1,4})'[^{}]{0,400}?'time'\s*:\s*'([^']{0,20})'/g;

const unescapeJs = (js: string) => js.replace(/\\(.)/g, '$1');

export function racerLapsOf(html: string): RacerLaps[] {
  const racers: RacerLaps[] = [];
  const starts = [...html.matchAll(/racerLaps\[\s*'?(\w{1,20})'?\s*\]\s*=\s*\{/g)];
  for (const [index, start] of starts.entries()) {
    const from = start.index + start[0].length;
    const next = starts[index + 1]?.index ?? html.length;
    const block = html.slice(from, Math.min(next, from + 200_000));
    const name = DRIVER_NAME.exec(block);
    const laps: Lap[] = [];
    for (const m of block.matchAll(LAP)) {
      const lapNo = Number(m[1]);
      const timeMs = parseLapTime(m[2] as string);
      // Times are JavaScript numbers of ms resolution ('40.02' is 40.020: trailing zeros dropped).
      if (lapNo >= 1 && timeMs !== null && timeMs > 0) laps.push({ lapNo, timeMs });
    }
    // The average sits before the laps: read in the block's head only.
    const avg = AVG_LAP.exec(block.slice(0, 2000))?.[1];
    const avgMs = avg ? parseLapTime(avg) : null;
    racers.push({
      id: start[1] as string,
      name: name ? unescapeJs(name[1] as string) : '',
      laps,
      avgMs: avgMs || null,
    });
  }
  return racers;
}

const spanText = (html: string, cls: string) => {
  const m = new RegExp(`class="${cls}"[^<>]{0,200}>([^<]{0,200})<`).exec(html);
  return m ? textOf(m[1] as string) : undefined;
};

/** The fastest lap without its lap number (`<sup>`) or the sort helper LiveRC hides in cells. */
const fastestOf = (html: string) =>
  parseLapTime(textOf(html.replace(/<sup>[^<]{0,20}<\/sup>|<div class="hidden">[^<]{0,40}<\/div>/gi, '')));

interface TableDriver {
  name: string;
  carNumber?: string;
  id?: string;
  position?: number;
  official: OfficialFigures;
}

function resultTable(html: string): { drivers: TableDriver[]; name?: string; round?: string } | null {
  for (const table of htmlTables(html)) {
    const head = table.rows.find((row) => row.some((c) => textOf(c.html) === 'Laps/Time'));
    if (!head) continue;
    const headers = head.map((c) => textOf(c.html));
    const at = (name: string) => headers.findIndex((h) => h.startsWith(name));
    const [posAt, driverAt, lapsAt, fastAt] = [at('Pos'), at('Driver'), at('Laps/Time'), at('Fastest')];
    const drivers: TableDriver[] = [];
    for (const row of table.rows) {
      const cell = row[driverAt]?.html ?? '';
      const figures = lapsSlashTime(textOf(row[lapsAt]?.html ?? ''));
      if (row[0]?.header || !figures) continue;
      const name = spanText(cell, 'driver_name') ?? textOf(cell).replace(/\s*View Laps$/, '');
      const carNumber = spanText(cell, 'car_num');
      const id = /data-driver-id="(\w{1,20})"/.exec(cell)?.[1];
      const bestMs = fastAt >= 0 ? fastestOf(row[fastAt]?.html ?? '') : null;
      const position = posAt >= 0 ? wholeNumber(textOf(row[posAt]?.html ?? '')) : null;
      drivers.push({
        name,
        ...(carNumber ? { carNumber } : {}),
        ...(id ? { id } : {}),
        ...(position ? { position } : {}),
        official: official(figures.laps, figures.totalMs, bestMs),
      });
    }
    const tableHtml = html.slice(table.start, table.start + 5000);
    const name = spanText(tableHtml, 'class_header');
    const round = /Round:\s*([^<]{1,100})</.exec(tableHtml)?.[1]?.trim();
    return { drivers, ...(name ? { name } : {}), ...(round ? { round } : {}) };
  }
  return null;
}

/** The club, event and date in the page's headings, else in its title "Club :: Event :: Race :: LiveRC". */
function pageInfo(html: string) {
  const heading = (tag: string) => {
    const m = new RegExp(`<${tag} class="page-header[^"<>]{0,100}"[^<>]{0,100}>([^]{0,400}?)</${tag}>`).exec(
      html,
    );
    return m ? textOf(m[1] as string) || undefined : undefined;
  };
  const title = textOf(/<title>([^<]{0,400})<\/title>/i.exec(html)?.[1] ?? '').split(' :: ');
  const track = heading('h1') ?? (title.length >= 4 ? title[0] : undefined);
  const event = heading('h3') ?? (title.length >= 4 ? title[1] : undefined);
  const date = dateFromMonthName(heading('h5') ?? '');
  const race = title.length >= 4 ? title[2] : undefined;
  return { track, event, date, race };
}

export function fromLivercHtml(html: string): ParsedResult | null {
  const racers = racerLapsOf(html);
  const table = resultTable(html);
  if (racers.length === 0 && !table) return null;
  // A table row takes its racer by driver id, else the next unused racer of its name (linear, not a search a row).
  const used = new Set<RacerLaps>();
  const byId = new Map(racers.map((r) => [r.id, r]));
  const byName = new Map<string, RacerLaps[]>();
  for (const r of racers) {
    const list = byName.get(nameKey(r.name));
    if (list) list.push(r);
    else byName.set(nameKey(r.name), [r]);
  }
  const taken = new Map<string, number>();
  const lapsOf = (d: TableDriver) => {
    let racer = d.id !== undefined ? byId.get(d.id) : undefined;
    if (!racer || used.has(racer)) {
      const key = nameKey(d.name);
      const list = byName.get(key) ?? [];
      let i = taken.get(key) ?? 0;
      while (i < list.length && used.has(list[i] as RacerLaps)) i++;
      taken.set(key, i + 1);
      racer = list[i];
    }
    if (racer) used.add(racer);
    return racer;
  };
  const drivers: ParsedDriver[] = (table?.drivers ?? []).map((d) => {
    const racer = lapsOf(d);
    const avgMs = d.official.laps > 0 ? racer?.avgMs : null;
    return {
      name: d.name,
      ...(d.carNumber ? { carNumber: d.carNumber } : {}),
      laps: racer?.laps ?? [],
      official: avgMs ? { ...d.official, avgMs } : d.official,
      ...(d.position ? { position: d.position } : {}),
    };
  });
  for (const racer of racers) {
    if (!used.has(racer)) drivers.push({ name: racer.name || `Driver ${racer.id}`, laps: racer.laps });
  }
  const info = pageInfo(html);
  return {
    format: 'liverc',
    ...(info.event ? { event: info.event } : {}),
    ...(info.track ? { track: info.track } : {}),
    ...(info.date ? { date: info.date } : {}),
    races: [
      noteDisagreements({
        name: table?.name ?? info.race ?? 'LiveRC race',
        ...(table?.round ? { round: table.round } : {}),
        startSegment: lapOneLeftOut(drivers) ?? true,
        drivers,
      }),
    ],
  };
}
