import { createHash } from 'node:crypto';
import { parseTimingText } from '../../shared/timing';
import type { ParsedResult } from '../../shared/timing/types';
import { decodeBody } from '../outbound/safe-fetch';
import { resultLinks } from '../results/page-links';

/**
 * A fetched results page read in the heavy pool's worker (issue 30): a page a club publishes is as
 * untrusted as a file a racer uploads, so its parsing never holds up the event loop. Either the
 * races on it, each with a key that stays the same however often the page is read, or (an event or
 * folder page) the links to its race pages.
 */

export interface PublishedRace {
  /** Unique within its source: `liverc:<race id>` / `myrcm:<report>` for a race page, else a hash. */
  raceKey: string;
  name: string;
  /** The ParsedResult holding this one race (source_races.result). */
  result: ParsedResult;
}

export type PublishedPage =
  | { kind: 'races'; races: PublishedRace[] }
  | { kind: 'index'; links: string[] }
  | { kind: 'unreadable'; message: string };

/** The id a race page's own address gives its race, when it names one. */
function idInAddress(url: string): string | null {
  const { searchParams, pathname } = new URL(url);
  if (/^view_race_result$/i.test(searchParams.get('p') ?? '') && searchParams.get('id'))
    return `liverc:${searchParams.get('id')}`;
  const report = searchParams.get('reportKey') ?? /\/myrcm\/report\/(.+)$/i.exec(pathname)?.[1];
  return report ? `myrcm:${report}` : null;
}

const hashKey = (url: string, name: string, round: string | undefined) =>
  createHash('sha256')
    .update(JSON.stringify([url, name, round ?? '']))
    .digest('base64url');

function racesOf(result: ParsedResult, url: string): PublishedRace[] {
  const id = result.races.length === 1 ? idInAddress(url) : null;
  const { unread: _unread, ...meta } = result;
  return result.races.map((race) => ({
    raceKey: id ?? hashKey(url, race.name, race.round),
    name: race.name,
    result: { ...meta, races: [race] },
  }));
}

export function readPublished(bytes: Uint8Array, contentType: string | null, url: string): PublishedPage {
  const decoded = decodeBody(bytes, contentType);
  if (!decoded.ok) return { kind: 'unreadable', message: decoded.message };
  const parsed = parseTimingText(decoded.text);
  // The plain lap list reads any column of times: an event page with times on it is still an index.
  if (parsed.ok && parsed.result.format !== 'lap-list' && parsed.result.races.length > 0)
    return { kind: 'races', races: racesOf(parsed.result, url) };
  const { index, links } = resultLinks(decoded.text, url);
  if (index) return { kind: 'index', links };
  if (parsed.ok && parsed.result.races.length > 0)
    return { kind: 'races', races: racesOf(parsed.result, url) };
  return {
    kind: 'unreadable',
    message:
      'The page holds no results this app can read, nor links to any (LiveRC, MyRCM, RCScoringPro, LiveTime RC and the other formats the importer reads).',
  };
}
