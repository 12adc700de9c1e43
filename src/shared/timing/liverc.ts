import { fromLivercHtml } from './liverc-html';
import { fromLivercText } from './liverc-text';
import type { ParseAttempt, TimingParser } from './types';

/**
 * LiveRC race results: the saved result page (laps from its `racerLaps` data, figures from its
 * results table) or the text copied from that page.
 */
function parse(text: string): ParseAttempt {
  const html = /racerLaps\[|race_result/.test(text);
  const result = html ? fromLivercHtml(text) : text.includes('Laps/Time') ? fromLivercText(text) : null;
  if (!result || result.races.every((race) => race.drivers.length === 0)) {
    return { ok: false, missing: 'no LiveRC racerLaps data or result table (Laps/Time)' };
  }
  return { ok: true, result };
}

export const livercParser: TimingParser = { format: 'liverc', label: 'LiveRC', parse };
