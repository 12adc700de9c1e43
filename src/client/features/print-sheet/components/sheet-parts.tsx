import { figureDecimals } from '../../../../shared/run-stats';
import { formatFieldValue } from '../../../../shared/setup-field-values';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import type { CornerRow, PrintGroup, PrintLine } from '../lib/sheet-layout';
import type { SheetModel } from '../lib/sheet-model';

/**
 * The pieces of a printed sheet. Black on white with hairline rules whatever the app's theme, sized in
 * points so the page reads like a kit's sheet; a blank value is a ruled space to write in by hand.
 */

const TH = 'border border-black px-1 py-px text-left font-semibold';
const TD = 'border border-black px-1 py-px h-[4.2mm] break-words';

export function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="bg-black px-1 text-[8pt] font-bold tracking-wide text-white uppercase">{children}</h2>
  );
}

/** Labelled boxes in a grid: the header (driver, car, event, track, date, surface, conditions) and the last run. */
export function BoxLines({ lines, columns }: { lines: readonly PrintLine[]; columns: 'three' | 'wide' }) {
  // The header's four columns would break words on a phone's screen: two there, four on paper.
  const grid = columns === 'three' ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4 print:grid-cols-4';
  return (
    <dl className={`grid ${grid} border-t border-l border-black`}>
      {lines.map((l) => (
        <div key={l.key} className="flex min-w-0 flex-col border-r border-b border-black px-1 py-px">
          <dt className="text-[6.5pt] uppercase">{l.label}</dt>
          <dd className="min-h-[4mm] font-semibold break-words">{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const RowHead = ({ label }: { label: string }) => (
  <th scope="row" className={TH}>
    {label}
  </th>
);

/** The kit sheet's FRONT and REAR columns: one row per setting, front value left, rear right. */
export function CornerTable({ rows }: { rows: readonly CornerRow[] }) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">Front and rear</caption>
      <colgroup>
        <col className="w-[34%]" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr className="bg-black text-white">
          {['Setting', 'FRONT', 'REAR'].map((name, i) => (
            <th key={name} scope="col" className={TH}>
              {i === 0 ? <span className="sr-only">{name}</span> : name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <RowHead label={row.label} />
            <td className={row.front ? TD : `${TD} bg-neutral-300`}>{row.front?.value}</td>
            <td className={row.rear ? TD : `${TD} bg-neutral-300`}>{row.rear?.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A titled group as label/value rows (diffs, gearing, chassis, an ESC group). In the ESC's four narrow
 * columns the labels take more of the width, so 'Punch control' stays one line and the page one page.
 */
export function GroupTable({ group, narrow }: { group: PrintGroup; narrow?: boolean }) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="bg-black px-1 text-left text-[8pt] font-bold tracking-wide text-white uppercase">
        {group.title}
      </caption>
      <colgroup>
        <col className={narrow ? 'w-[62%]' : 'w-[48%]'} />
        <col />
      </colgroup>
      <tbody>
        {group.lines.map((l) => (
          <tr key={l.key}>
            <RowHead label={l.label} />
            <td className={TD}>{l.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const figure = (run: SheetModel['lastRun'], key: 'bestMs' | 'top5AvgMs') => {
  const ms = run?.stats[key];
  return run && ms != null ? formatLapTime(ms, figureDecimals(run.stats, run.official, key)) : '';
};

/** The last run on this setup: where and when, its best lap and its top-5 average. */
export function lastRunLines(run: SheetModel['lastRun']): PrintLine[] {
  return [
    {
      key: 'run',
      label: 'Last run',
      value: run ? `${formatFieldValue({ key: 'date', input: 'date' }, run.date)}, ${run.trackName}` : '',
    },
    { key: 'best', label: 'Best lap', value: figure(run, 'bestMs') },
    { key: 'top5', label: 'Top-5 average', value: figure(run, 'top5AvgMs') },
  ];
}
