import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the results fixture server (fixture-server.ts) publishes: the real pages of
 * ../shared/timing-samples (beside the project, never copied into it), byte for byte, one race at a
 * time, behind the kinds of address a racer follows. Each feed is a list of steps; a feed at step
 * n shows its first n races.
 */

export const DEFAULT_SAMPLES_DIR = fileURLToPath(
  new URL('../../../../shared/timing-samples/', import.meta.url),
);

export type FeedName = 'liverc' | 'printout' | 'myrcm' | 'folder';
export const FEEDS: readonly FeedName[] = ['liverc', 'printout', 'myrcm', 'folder'];

export interface Page {
  body: Uint8Array;
  contentType: string;
}

export interface Feed {
  /** The address a racer follows (path and query). */
  entry: string;
  steps: number;
  /** The page at `path` once `published` races are out; null: not there (404). */
  page(pathAndQuery: string, published: number): Page | null;
  /** What step n (1-based) publishes, in words for the script's log. */
  label(step: number): string;
}

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const html = (text: string): Page => ({ body: new TextEncoder().encode(text), contentType: HTML });

const LIVERC_EVENT = 486677;
const LIVERC_RACES = [
  {
    id: 6304822,
    file: 'liverc/canberra-2025-11-16-race-6304822-ebuggy-a3-main.html',
    name: '1/8 Electric Buggy A3-Main',
  },
  {
    id: 6304829,
    file: 'liverc/canberra-2025-11-16-race-6304829-nitro-buggy-a-main.html',
    name: '1/8 Nitro Buggy A-Main',
  },
  {
    id: 6304830,
    file: 'liverc/canberra-2025-11-16-race-6304830-nitro-buggy-b-main.html',
    name: '1/8 Nitro Buggy B-Main',
  },
];

const MYRCM_EVENT = 71234;
const MYRCM_REPORTS = [
  { key: 501, file: 'myrcm/nc-2023-09-10-buggy-nitro-final.html', name: 'NC 1/8 Buggy Nitro final' },
  { key: 502, file: 'myrcm/nc-2023-10-01-offroad-ic-final.html', name: 'NC 1:8 Offroad IC final' },
];

/** A club's results folder: its files appear one by one (the GBK one named without a charset). */
const FOLDER_FILES = [
  { name: 'stock-buggy-a.txt', file: 'rcscoringpro/bremerton-2011-08-13-stock-buggy-a.txt', type: TEXT },
  { name: 'mod-buggy-b.txt', file: 'rcscoringpro/tacoma-2012-01-14-mod-buggy-b.txt', type: TEXT },
  { name: 'a-main-race3.txt', file: 'livetime-rc/jintian-a-main-race3.gbk.txt', type: 'text/plain' },
];

const PRINTOUT_FILE = 'rcscoringpro/norcal-2015-03-20-friday-mains.txt';

/** The printout cut before each race's own header line: step n is its first n races. */
function printoutCuts(text: string): string[] {
  const starts: number[] = [];
  for (const match of text.matchAll(/^Scoring Software by www\.RCScoringPro\.com/gm))
    starts.push(match.index);
  return starts.map((_, i) => text.slice(0, starts[i + 1] ?? text.length));
}

/**
 * `listAhead`: the LiveRC event page lists the next race before its page is up (a 404 until it is
 * published), as a results page being written can.
 */
export function buildFeeds(samplesDir = DEFAULT_SAMPLES_DIR, listAhead = false): Record<FeedName, Feed> {
  const read = (file: string) => new Uint8Array(readFileSync(`${samplesDir}${file}`));
  const liverc = LIVERC_RACES.map((r) => ({ ...r, body: read(r.file) }));
  const myrcm = MYRCM_REPORTS.map((r) => ({ ...r, body: read(r.file) }));
  const folder = FOLDER_FILES.map((f) => ({ ...f, body: read(f.file) }));
  const cuts = printoutCuts(new TextDecoder().decode(read(PRINTOUT_FILE)));

  return {
    liverc: {
      entry: `/liverc/results/?p=view_event&id=${LIVERC_EVENT}`,
      steps: liverc.length,
      label: (n) => `LiveRC race ${liverc[n - 1]?.id} (${liverc[n - 1]?.name})`,
      page(path, published) {
        const url = new URL(path, 'http://fixture');
        if (url.pathname !== '/liverc/results/') return null;
        const id = Number(url.searchParams.get('id'));
        if (url.searchParams.get('p') === 'view_event' && id === LIVERC_EVENT) {
          const rows = liverc
            .slice(0, published + (listAhead ? 1 : 0))
            .map(
              (r) =>
                `<tr><td><a href="/liverc/results/?p=view_race_result&amp;id=${r.id}">${r.name}</a></td></tr>`,
            );
          return html(
            `<!DOCTYPE html><html><head><title>Cormcc 2025 Rudi Wensing Memorial, Clay Cup :: LiveRC</title></head><body><h1>Race Results</h1><table>${rows.join('')}</table><a href="/liverc/results/">All events</a></body></html>`,
          );
        }
        const race = liverc.slice(0, published).find((r) => r.id === id);
        return url.searchParams.get('p') === 'view_race_result' && race
          ? { body: race.body, contentType: HTML }
          : null;
      },
    },
    printout: {
      entry: '/rcscoringpro/friday-night.txt',
      steps: cuts.length,
      label: (n) => `RCScoringPro printout race ${n} of ${cuts.length}`,
      page(path, published) {
        const text = cuts[published - 1];
        return path === '/rcscoringpro/friday-night.txt' && text
          ? { body: new TextEncoder().encode(text), contentType: TEXT }
          : null;
      },
    },
    myrcm: {
      entry: `/myrcm/event/${MYRCM_EVENT}`,
      steps: myrcm.length,
      label: (n) => `MyRCM report ${myrcm[n - 1]?.name}`,
      page(path, published) {
        if (path === `/myrcm/event/${MYRCM_EVENT}`) {
          const links = myrcm
            .slice(0, published)
            .map(
              (r) =>
                `<li><a href="/myrcm/report/en/${MYRCM_EVENT}/${r.key}?reportKey=${r.key}">${r.name}</a></li>`,
            );
          return html(
            `<html><head><title>MyRCM event</title></head><body><ul>${links.join('')}</ul></body></html>`,
          );
        }
        const key = Number(new URL(path, 'http://fixture').searchParams.get('reportKey'));
        const report = myrcm.slice(0, published).find((r) => r.key === key);
        return report && path.startsWith(`/myrcm/report/en/${MYRCM_EVENT}/`)
          ? { body: report.body, contentType: HTML }
          : null;
      },
    },
    folder: {
      entry: '/club/results/',
      steps: folder.length,
      label: (n) => `results folder file ${folder[n - 1]?.name}`,
      page(path, published) {
        const shown = folder.slice(0, published);
        if (path === '/club/results/') {
          const links = shown.map((f) => `<a href="${f.name}">${f.name}</a>`).join('\n');
          return html(
            `<html><head><title>Index of /club/results</title></head><body><h1>Index of /club/results</h1><pre><a href="?C=N;O=D">Name</a>\n<a href="/club/">Parent Directory</a>\n${links}</pre></body></html>`,
          );
        }
        const file = shown.find((f) => path === `/club/results/${f.name}`);
        return file ? { body: file.body, contentType: file.type } : null;
      },
    },
  };
}
