import { lapStats } from '../src/shared/lap-stats';
import { type ImpactRunInput, setupImpact, suggestedOutcome } from '../src/shared/run-impact';
import { runStats } from '../src/shared/run-stats';
import type { ImpactComparison } from '../src/shared/schemas/run-impact';
import { decodeResultBytes } from '../src/shared/timing/decode';
import { type ParsedRace, parseTimingText } from '../src/shared/timing/index';
import { MANIFEST, sampleBytes } from '../tests/timing/samples';

/**
 * `npm run bench:impact-verdicts` (issue 29, item 6): how many "What it did" verdicts say "too little
 * to tell" before (issue 16's rule: the top-5 change alone, ±0.05 s) and after (the 95 % interval,
 * shared/impact-verdict.ts), over comparisons built from the real results in ../shared/timing-samples.
 *
 * No racer in the samples ran one car on two setups, so the comparisons are synthetic, from drivers
 * of one race standing in for one racer's runs: neighbours in a race (1 run vs 1, the issue's "+0.09 s
 * over 1 run vs 1"), the same place in a B main and the A main of its class (1 vs 1, a session
 * confounder), neighbours whose races are cut in three stints of consecutive laps (one racer's runs at
 * their most alike: 3 vs 3), and three drivers a side (alternate places in one race; a B main's three
 * against the A main's). Deterministic: the same files give the same table.
 */

type Outcome = 'better' | 'worse' | 'same' | 'too-little-to-tell';

interface Race {
  file: string;
  date: string;
  name: string;
  /** Drivers with laps, in the file's (finishing) order: their stats. */
  runs: ImpactRunInput['stats'][];
  /** The same drivers' races each cut into three stints of consecutive laps, each stint's stats. */
  stints: ImpactRunInput['stats'][][];
}

const MAIN = /\b([A-Z]\d?)[- ]?Main\b/i;
/** "2WD STOCK BUGGY B Main" → { class: "2wd stock buggy", main: "B Main" }. */
function mainOf(name: string) {
  const m = MAIN.exec(name);
  if (!m) return null;
  return { class: name.replace(MAIN, '').trim().toLowerCase(), main: `${m[1]?.toUpperCase()} Main` };
}

function readRaces(): Race[] {
  const races: Race[] = [];
  // The GBK copy is the same race as its UTF-8 twin: counted once.
  for (const entry of MANIFEST.filter((e) => !e.file.includes('.gbk.'))) {
    const decoded = decodeResultBytes(sampleBytes(entry.file));
    if (!decoded.ok) throw new Error(`${entry.file}: ${decoded.message}`);
    const parsed = parseTimingText(decoded.text);
    if (!parsed.ok) throw new Error(`${entry.file}: ${parsed.message}`);
    for (const race of parsed.result.races as ParsedRace[]) {
      const drivers = race.drivers.filter((d) => d.laps.length > 0);
      const start = race.startSegment === true;
      // The run's figures as every screen shows them: the start segment out, the file's figures in.
      const runs = drivers.map((d) => runStats({ laps: d.laps, startSegment: start, official: d.official }));
      const stints = drivers.map((d) => {
        const times = d.laps.map((l) => l.timeMs);
        const third = Math.ceil(times.length / 3);
        return [0, 1, 2].map((i) =>
          lapStats(times.slice(i * third, (i + 1) * third), { startSegment: start && i === 0 }),
        );
      });
      races.push({ file: entry.file, date: parsed.result.date ?? '', name: race.name, runs, stints });
    }
  }
  return races;
}

let nextId = 1;
function input(version: number, stats: ImpactRunInput['stats'], raceName: string): ImpactRunInput {
  return {
    id: nextId++,
    version,
    date: '2025-05-10',
    trackName: 'Sample track',
    trackTempC: null,
    tyres: null,
    trackConditions: null,
    trackSurface: null,
    otherSetup: null,
    session: 'main',
    race: { raceName, kind: 'main' },
    stats,
  };
}

/** The "after" side against the "before" side, through the answer's own code. */
function compare(
  before: ImpactRunInput['stats'][],
  after: ImpactRunInput['stats'][],
  names: [string, string],
): ImpactComparison | null {
  const runs = [...before.map((s) => input(1, s, names[0])), ...after.map((s) => input(2, s, names[1]))];
  const effect = setupImpact(runs).versions[0]?.tracks[0]?.effect;
  return effect?.comparable ? effect : null;
}

const pairs = <T>(list: readonly T[]) => list.slice(1).map((b, i) => [list[i] as T, b] as const);
/** Groups of six places: 1, 3, 5 against 2, 4, 6; then 7, 9, 11 against 8, 10, 12. */
const alternateThrees = <T>(list: readonly T[]) => {
  const out: Array<[T[], T[]]> = [];
  for (let i = 0; i + 6 <= list.length; i += 6) {
    const six = list.slice(i, i + 6);
    out.push([six.filter((_, j) => j % 2 === 0), six.filter((_, j) => j % 2 === 1)]);
  }
  return out;
};
const threes = <T>(list: readonly T[]) =>
  Array.from({ length: Math.floor(list.length / 3) }, (_, i) => list.slice(i * 3, i * 3 + 3));

/** Each class's B main against its A main, in one file or one event (date). */
function mainPairs(races: readonly Race[]) {
  const out: Array<[Race, Race]> = [];
  for (const b of races) {
    const bm = mainOf(b.name);
    if (bm?.main !== 'B Main') continue;
    const a = races.find((r) => {
      const am = mainOf(r.name);
      return am?.main === 'A Main' && am.class === bm.class && r.date === b.date;
    });
    if (a) out.push([b, a]);
  }
  return out;
}

interface Row {
  scenario: string;
  comparisons: ImpactComparison[];
}

function scenarios(races: readonly Race[]): Row[] {
  const same = (r: Race): [string, string] => [
    mainOf(r.name)?.main ?? r.name,
    mainOf(r.name)?.main ?? r.name,
  ];
  const mains = mainPairs(races);
  const keep = (list: Array<ImpactComparison | null>) =>
    list.filter((c): c is ImpactComparison => c !== null);
  return [
    {
      scenario: 'one race, neighbours in the results: 1 run vs 1',
      comparisons: keep(races.flatMap((r) => pairs(r.runs).map(([b, a]) => compare([b], [a], same(r))))),
    },
    {
      scenario: 'B main vs A main, same place: 1 run vs 1',
      comparisons: keep(
        mains.flatMap(([b, a]) =>
          b.runs
            .slice(0, a.runs.length)
            .map((s, i) => compare([s], [a.runs[i] as typeof s], ['B Main', 'A Main'])),
        ),
      ),
    },
    {
      scenario: 'one race, neighbours, each race cut in three stints: 3 runs vs 3',
      comparisons: keep(races.flatMap((r) => pairs(r.stints).map(([b, a]) => compare(b, a, same(r))))),
    },
    {
      scenario: 'one race, places 1-3-5 vs 2-4-6: 3 runs vs 3',
      comparisons: keep(
        races.flatMap((r) => alternateThrees(r.runs).map(([b, a]) => compare(b, a, same(r)))),
      ),
    },
    {
      scenario: 'B main vs A main, three places a side: 3 runs vs 3',
      comparisons: keep(
        mains.flatMap(([b, a]) => {
          const bs = threes(b.runs);
          return threes(a.runs)
            .slice(0, bs.length)
            .map((three, i) => compare(bs[i] as typeof three, three, ['B Main', 'A Main']));
        }),
      ),
    },
  ];
}

const OUTCOMES: Outcome[] = ['better', 'worse', 'same', 'too-little-to-tell'];
const count = (list: readonly string[]) => (o: string) => list.filter((x) => x === o).length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[sorted.length >> 1] as number) : null;
};

function main() {
  const races = readRaces();
  console.log(`${races.length} races, ${races.reduce((s, r) => s + r.runs.length, 0)} drivers with laps\n`);
  console.log(
    '| comparisons | n | before: better / worse / same / too little | after: better / worse / same / too little | too little because (one run a side / within noise / few clean laps) | session confounder | median ± (after) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { scenario, comparisons } of scenarios(races)) {
    const before = count(comparisons.map((c) => suggestedOutcome(c.top5DeltaMs)));
    const after = count(comparisons.map((c) => c.verdict));
    const why = count(comparisons.map((c) => c.tooLittle ?? ''));
    const sessions = comparisons.filter((c) => c.confounders.some((f) => f.kind === 'session')).length;
    const halfWidths = comparisons.flatMap((c) => (c.top5IntervalMs === null ? [] : [c.top5IntervalMs]));
    const mid = median(halfWidths);
    console.log(
      `| ${scenario} | ${comparisons.length} | ${OUTCOMES.map(before).join(' / ')} | ${OUTCOMES.map(after).join(' / ')} | ${why('one-run-a-side')} / ${why('within-noise')} / ${why('few-clean-laps')} | ${sessions} | ${mid === null ? '—' : `${(mid / 1000).toFixed(2)} s`} |`,
    );
  }
}

main();
