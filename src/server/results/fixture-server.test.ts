import { afterEach, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from './fixture-server';

/** The results fixture server as the poller's tests and the e2e journey rely on it (issue 30). */
describe('results fixture server', () => {
  let fixture: FixtureServer;
  afterEach(() => fixture?.close());

  it('publishes the real pages one race at a time, byte for byte', async () => {
    fixture = await startFixtureServer();
    const race = `${fixture.origin}/liverc/results/?p=view_race_result&id=6304822`;
    expect((await fetch(race)).status).toBe(404);
    expect(fixture.publishNext('liverc')).toEqual(['LiveRC race 6304822 (1/8 Electric Buggy A3-Main)']);
    const page = await fetch(race);
    const { readFileSync } = await import('node:fs');
    const { DEFAULT_SAMPLES_DIR } = await import('./fixture-pages');
    const original = readFileSync(
      `${DEFAULT_SAMPLES_DIR}liverc/canberra-2025-11-16-race-6304822-ebuggy-a3-main.html`,
    );
    expect(Buffer.from(await page.arrayBuffer()).equals(original)).toBe(true);
    const event = await (await fetch(fixture.entries.liverc)).text();
    expect(event).toContain('p=view_race_result&amp;id=6304822');
    expect(event).not.toContain('6304829');
  });

  it('answers 304 to a matching If-None-Match, or If-Modified-Since without it; counts requests', async () => {
    fixture = await startFixtureServer();
    fixture.publishNext('printout');
    const url = fixture.entries.printout;
    const first = await fetch(url);
    const etag = first.headers.get('etag') as string;
    const lastModified = first.headers.get('last-modified') as string;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    expect(
      (await fetch(url, { headers: { 'if-none-match': '"other"', 'if-modified-since': lastModified } }))
        .status,
    ).toBe(200);
    fixture.publishNext('printout');
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect(fixture.requests('/rcscoringpro/friday-night.txt')).toEqual({ total: 5, notModified: 2 });
  });

  it('POST /_publish puts the next race of every feed out', async () => {
    fixture = await startFixtureServer();
    const res = await fetch(`${fixture.origin}/_publish`, { method: 'POST' });
    expect((await res.json()).published).toHaveLength(4);
    expect(fixture.published('liverc')).toBe(1);
    expect(fixture.published('folder')).toBe(1);
  });
});
