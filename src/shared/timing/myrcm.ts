import { htmlTables, textOf } from './html-tables';
import {
  addLapRow,
  finishRace,
  isLapHeader,
  type MyrcmRace,
  type ResultColumns,
  resultColumns,
  resultRow,
  sectionName,
} from './myrcm-race';
import { dateFromDotted } from './parse-util';
import { readableRaces } from './race-checks';
import { clean, guessSeparator, readCells } from './text-cells';
import type { ParseAttempt, ParsedResult, TimingParser } from './types';

/**
 * MyRCM (myrcm.ch) result reports: the saved report page or fragment, or its tables copied from
 * the browser as text or saved as CSV (`;` and decimal commas from European locales). A report may
 * hold several sections (races); the 11th driver on sits in a further lap table.
 */
const MISSING = 'no MyRCM result table (Pilot, Laps) or Laptimes table (#Nr.)';

function fromHtml(html: string): ParsedResult {
  const races: MyrcmRace[] = [];
  let date: string | undefined;
  // Section headings in page order; each table takes the last one before it (one pass, not a search per table).
  const sections = [...html.matchAll(/Section:/g)].map((m) => m.index);
  let next = 0;
  // A heading is read once, up to the first table under it: thousands of tables under one heading
  // do not read it again each (the headings read are then disjoint, so the whole is one pass).
  const headings = new Map<number, string>();
  /** The name of the section a table at `at` is in. */
  const sectionBefore = (at: number) => {
    while (next < sections.length && (sections[next] as number) < at) next++;
    const from = sections[next - 1];
    if (from === undefined) return sectionName('');
    let name = headings.get(from);
    if (name === undefined) {
      const text = textOf(html.slice(from, Math.min(at, from + 2000)));
      date ??= dateFromDotted(text.replace(/^.*Starttime:/i, ''));
      name = sectionName(text);
      headings.set(from, name);
    }
    return name;
  };
  for (const table of htmlTables(html)) {
    const [head, ...body] = table.rows;
    const headers = (head ?? []).map((c) => textOf(c.html));
    const results = resultColumns(headers);
    if (results) {
      const race: MyrcmRace = { name: sectionBefore(table.start), results: [], columns: [] };
      for (const row of body) {
        const read = resultRow(
          row.map((c) => textOf(c.html)),
          results,
        );
        if (read) race.results.push(read);
      }
      races.push(race);
    } else if (isLapHeader(headers)) {
      let race = races[races.length - 1];
      if (!race) {
        race = { name: sectionBefore(table.start), results: [], columns: [] };
        races.push(race);
      }
      const columns = headers.slice(1).map((header) => ({ header, laps: [] }));
      for (const [index, row] of body.entries()) {
        addLapRow(
          columns,
          row.map((c) => textOf(c.html)),
          index,
        );
      }
      race.columns.push(...columns);
    }
  }
  return { format: 'myrcm', ...(date ? { date } : {}), races: races.map(finishRace) };
}

function fromText(text: string): ParsedResult {
  const races: MyrcmRace[] = [];
  let section = '';
  let date: string | undefined;
  let mode: { results: ResultColumns } | { columns: MyrcmRace['columns']; rows: number } | null = null;
  for (const raw of readCells(text, guessSeparator(text))) {
    const cells = raw.map(clean);
    const first = cells[0] ?? '';
    if (/^Section:/i.test(first)) {
      section = cells.filter(Boolean).join(' ');
      date ??= dateFromDotted(section.replace(/^.*Starttime:/i, ''));
      mode = null;
      continue;
    }
    const results = resultColumns(cells);
    if (results) {
      races.push({ name: sectionName(section), results: [], columns: [] });
      mode = { results };
      continue;
    }
    if (isLapHeader(cells)) {
      let race = races[races.length - 1];
      if (!race) {
        race = { name: sectionName(section), results: [], columns: [] };
        races.push(race);
      }
      const columns = cells.slice(1).map((header) => ({ header, laps: [] }));
      race.columns.push(...columns);
      mode = { columns, rows: 0 };
      continue;
    }
    if (!mode || cells.every((c) => c === '')) continue;
    if ('results' in mode) {
      const read = resultRow(cells, mode.results);
      if (read) races[races.length - 1]?.results.push(read);
    } else if (/^\d{1,4}$/.test(first)) {
      addLapRow(mode.columns, cells, mode.rows++);
    }
  }
  return { format: 'myrcm', ...(date ? { date } : {}), races: races.map(finishRace) };
}

/** A lap table's "#Nr." or a result table's time heading: other text is refused without reading it through. */
const MARKERS = /nr\b|endtime|endzeit|total time|gesamtzeit|besttime|bestzeit|best lap|beste runde/i;

function parse(text: string): ParseAttempt {
  if (!MARKERS.test(text)) return { ok: false, missing: MISSING };
  const result = /<table/i.test(text) ? fromHtml(text) : fromText(text);
  const { races, unread } = readableRaces(result.races, 'no driver could be read from its tables');
  if (races.length === 0) return { ok: false, missing: MISSING };
  return { ok: true, result: { ...result, races, ...(unread.length ? { unread } : {}) } };
}

export const myrcmParser: TimingParser = { format: 'myrcm', label: 'MyRCM', parse };
