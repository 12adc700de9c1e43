import { lapListParser } from './lap-list';
import { livercParser } from './liverc';
import { liveTimeRcParser } from './livetime-rc';
import { myLapsOrbitsParser } from './mylaps-orbits';
import { myLapsSpeedhiveParser } from './mylaps-speedhive';
import { myrcmParser } from './myrcm';
import { rcTimingParser } from './rc-timing';
import { rcScoringProParser } from './rcscoringpro';
import type { ParsedResult, TimingFormat, TimingParser } from './types';

export type { ParsedDriver, ParsedRace, ParsedResult, TimingFormat, TimingParser } from './types';

/**
 * Every format, most specific first: each parser refuses text that lacks its own markers, and the
 * plain lap list, which reads any column of times, comes last.
 */
export const TIMING_PARSERS: readonly TimingParser[] = [
  livercParser,
  myrcmParser,
  liveTimeRcParser,
  rcTimingParser,
  rcScoringProParser,
  // Speedhive's practice export names a transponder too; its own columns decide before Orbits'.
  myLapsSpeedhiveParser,
  myLapsOrbitsParser,
  lapListParser,
];

export type TimingParse =
  | { ok: true; result: ParsedResult; label: string }
  | { ok: false; message: string; tried: Array<{ format: TimingFormat; label: string; missing: string }> };

/** U+FFFD in the text: bytes were decoded with the wrong encoding before they reached us. */
const REPLACEMENT = '\uFFFD';

/** Reads a result in whichever format it is; a refusal lists the formats tried and what each missed. */
export function parseTimingText(text: string): TimingParse {
  if (text.includes(REPLACEMENT)) {
    return {
      ok: false,
      tried: [],
      message:
        'The text holds characters that were lost in decoding (�). Save the result as UTF-8, or choose the file itself so it can be decoded.',
    };
  }
  const tried: Array<{ format: TimingFormat; label: string; missing: string }> = [];
  for (const parser of TIMING_PARSERS) {
    const attempt = parser.parse(text);
    if (attempt.ok) return { ok: true, result: attempt.result, label: parser.label };
    tried.push({ format: parser.format, label: parser.label, missing: attempt.missing });
  }
  const lines = tried.map((t) => `${t.label}: ${t.missing}`).join('; ');
  return { ok: false, tried, message: `Could not read this result. Tried ${lines}.` };
}

export function formatLabel(format: TimingFormat): string {
  return TIMING_PARSERS.find((p) => p.format === format)?.label ?? format;
}
