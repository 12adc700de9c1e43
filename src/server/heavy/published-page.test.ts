import { afterAll, describe, expect, it } from 'vitest';
import { buildFeeds } from '../results/fixture-pages';
import { HeavyPool } from './pool';
import { readPublished } from './published-page';

/**
 * A followed page read as the poller's worker reads it (issue 30): the real sample pages, as the
 * fixture server publishes them, become races with stable keys, or an event page's race links.
 */
const feeds = buildFeeds();
const ORIGIN = 'http://results.example';
const at = (feed: keyof typeof feeds, path: string, published: number) => {
  const page = feeds[feed].page(path, published);
  if (!page) throw new Error(`no page at ${path}`);
  return readPublished(page.body, page.contentType, `${ORIGIN}${path}`);
};

describe('reading a published page', () => {
  it('a LiveRC event page gives its race pages on its own host; a race page its race, keyed by its id', () => {
    const event = at('liverc', feeds.liverc.entry, 2);
    expect(event).toEqual({
      kind: 'index',
      links: [
        `${ORIGIN}/liverc/results/?p=view_race_result&id=6304822`,
        `${ORIGIN}/liverc/results/?p=view_race_result&id=6304829`,
      ],
    });
    expect(at('liverc', feeds.liverc.entry, 0)).toEqual({ kind: 'index', links: [] });
    const race = at('liverc', '/liverc/results/?p=view_race_result&id=6304822', 1);
    if (race.kind !== 'races') throw new Error(race.kind);
    expect(race.races).toHaveLength(1);
    expect(race.races[0]?.raceKey).toBe('liverc:6304822');
    expect(race.races[0]?.result.races[0]?.drivers.length).toBeGreaterThan(5);
  });

  it('keeps links to other sites and non-result links out of an index', () => {
    const page = new TextEncoder().encode(
      `<a href="https://evil.example/?p=view_race_result&id=1">x</a><a href="/about.html">a</a>
       <a href='?p=view_race_result&amp;id=7#top'>r</a><a href="/liverc/results/?p=view_race_result&id=7">same</a>`,
    );
    expect(readPublished(page, 'text/html', `${ORIGIN}/liverc/results/?p=view_event&id=1`)).toEqual({
      kind: 'index',
      links: [`${ORIGIN}/liverc/results/?p=view_race_result&id=7`],
    });
  });

  it('a growing printout gives each race once under the same key however far it has grown', () => {
    const url = feeds.printout.entry;
    const three = at('printout', url, 3);
    const ten = at('printout', url, 10);
    if (three.kind !== 'races' || ten.kind !== 'races') throw new Error('not races');
    expect(three.races.map((r) => r.name)).toEqual([
      'Rookie B Main',
      'Sportsman 4x4 ShortCourse A Main',
      '4x4 Short Course Open A Main',
    ]);
    expect(ten.races).toHaveLength(10);
    expect(ten.races.slice(0, 3).map((r) => r.raceKey)).toEqual(three.races.map((r) => r.raceKey));
    expect(new Set(ten.races.map((r) => r.raceKey)).size).toBe(10);
  });

  it('a MyRCM event lists its reports; a report reads, keyed by its report', () => {
    expect(at('myrcm', feeds.myrcm.entry, 2)).toMatchObject({
      kind: 'index',
      links: [expect.stringContaining('reportKey=501'), expect.stringContaining('reportKey=502')],
    });
    const report = at('myrcm', '/myrcm/report/en/71234/502?reportKey=502', 2);
    expect(report).toMatchObject({ kind: 'races', races: [{ raceKey: 'myrcm:502' }] });
  });

  it("a club's folder listing gives its result files only; a GBK file named without a charset still reads", () => {
    expect(at('folder', '/club/results/', 3)).toEqual({
      kind: 'index',
      links: ['stock-buggy-a.txt', 'mod-buggy-b.txt', 'a-main-race3.txt'].map(
        (f) => `${ORIGIN}/club/results/${f}`,
      ),
    });
    const gbk = at('folder', '/club/results/a-main-race3.txt', 3);
    if (gbk.kind !== 'races') throw new Error(gbk.kind);
    expect(gbk.races[0]?.name).toContain('油越');
  });

  it('garbage is unreadable, in words', () => {
    const page = new TextEncoder().encode('<html><body>Under construction</body></html>');
    expect(readPublished(page, 'text/html', `${ORIGIN}/x`)).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/no results this app can read/),
    });
    expect(readPublished(new Uint8Array([0xff, 0x00, 0xc3]), null, `${ORIGIN}/x`)).toMatchObject({
      kind: 'unreadable',
    });
  });
});

describe('readPublished in the heavy pool', () => {
  const pool = new HeavyPool({ threads: 1, jobMs: 20_000, workerMb: 256 });
  afterAll(() => pool.close());

  it('reads a race page in a worker thread', async () => {
    const page = feeds.liverc.page('/liverc/results/?p=view_race_result&id=6304830', 3);
    if (!page) throw new Error('no page');
    const read = await pool.readPublished(
      page.body,
      page.contentType,
      `${ORIGIN}/liverc/results/?p=view_race_result&id=6304830`,
    );
    expect(read).toMatchObject({ kind: 'races', races: [{ raceKey: 'liverc:6304830' }] });
  });
});
