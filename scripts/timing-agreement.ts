/**
 * `npm run timing:agreement`: how the parsed results agree with the figures each file states
 * (issue 29), for every sample in ../shared/timing-samples, every driver with laps and stated
 * figures (not only the MANIFEST's few). Prints markdown: one table row a format, then the drivers
 * that disagree, with the parser's note. docs/timing-agreement.md holds its latest output.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resultAgreement, tally } from '../src/shared/timing/agreement';
import { decodeResultBytes } from '../src/shared/timing/decode';
import { parseTimingText } from '../src/shared/timing/index';

const SAMPLES = fileURLToPath(new URL('../../shared/timing-samples/', import.meta.url));
const manifest: Array<{ file: string }> = JSON.parse(readFileSync(`${SAMPLES}MANIFEST.json`, 'utf8'));

const rows = [];
const unread: string[] = [];
for (const { file } of manifest) {
  const decoded = decodeResultBytes(readFileSync(`${SAMPLES}${file}`));
  if (!decoded.ok) throw new Error(`${file}: ${decoded.message}`);
  const parsed = parseTimingText(decoded.text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  for (const part of parsed.result.unread ?? []) unread.push(`${file}: "${part.name}": ${part.reason}`);
  rows.push({ format: parsed.result.format, file, drivers: resultAgreement(parsed.result) });
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`);
const lines = [
  '| format | files | drivers | laps agree | best agree | total agree | stats = file | start segment changes the best | wrong best before | best = file before | total = file before |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];
for (const t of tally(rows)) {
  lines.push(
    `| ${t.format} | ${t.files} | ${t.drivers} | ${pct(t.laps, t.drivers)} | ${pct(t.best.agree, t.best.of)} | ${pct(t.total.agree, t.total.of)} | ${pct(t.shown, t.drivers)} | ${t.startMatters} | ${t.wrongBestBefore} | ${pct(t.shownBefore.best, t.best.of)} | ${pct(t.shownBefore.total, t.total.of)} |`,
  );
}
const disagreeing = rows.flatMap(({ file, drivers }) =>
  drivers
    .filter((d) => !d.laps || d.total === false || d.best === false || !d.shown)
    .map((d) => `- ${file}, ${d.race}, ${d.driver}: ${d.note ?? 'no note'}`),
);
lines.push('', disagreeing.length ? 'Drivers whose laps disagree with the file:' : 'No driver disagrees.');
lines.push(...disagreeing);
if (unread.length) lines.push('', 'Parts not read:', ...unread.map((u) => `- ${u}`));
console.log(lines.join('\n'));
