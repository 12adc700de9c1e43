import { type ReactNode, useId } from 'react';
import type { ReadLine } from '../lib/read-view';
import type { SheetSection } from '../lib/sheet-rows';

/**
 * The compact read view, laid out like a kit's sheet (issue 33 item 3): small labels, values in
 * semibold body type (16 px, read at arm's length), front | rear on one row under Front and Rear. No
 * history clocks here: one beside each of some eighty values took a quarter of every phone column and
 * broke short values over two lines; the Track view, one press away, keeps them.
 */

// 15 px semibold on an 18 px line (11 px labels): two-line values stay tight, still read from a step away.
const value = 'text-[15px] leading-[18px] font-semibold break-words';
const label = 'text-[11px] leading-[14px] text-muted-foreground';

/** Lines with no partner: small label over value, two to a row on a phone, more where there is room. */
export function SheetLines({ lines, inColumn }: { lines: readonly ReadLine[]; inColumn?: boolean }) {
  // In one of the two columns from 1024 px, three lines a row would break words: two.
  return (
    <dl className={`grid grid-cols-2 gap-x-2 gap-y-1 sm:grid-cols-3 ${inColumn ? 'lg:grid-cols-2' : ''}`}>
      {lines.map((line) => (
        <div key={line.key} className="flex min-w-0 flex-col">
          <dt className={label}>{line.label}</dt>
          <dd className={value}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const cell = 'py-px pr-1.5 align-top';

/** Front and rear as a table: a row per setting, a field without a partner across both columns. */
function SidesTable({ section }: { section: SheetSection }) {
  return (
    <table className="w-full table-fixed border-collapse text-left">
      <colgroup>
        <col className="w-[28%]" />
        <col className="w-[36%]" />
        <col className="w-[36%]" />
      </colgroup>
      <thead>
        <tr className={label}>
          <th scope="col" className="pr-2 font-normal">
            <span className="sr-only">Setting</span>
          </th>
          <th scope="col" className="pr-2 font-semibold">
            Front
          </th>
          <th scope="col" className="pr-2 font-semibold">
            Rear
          </th>
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row) =>
          row.type === 'pair' ? (
            <tr key={`pair:${row.id}`} className="border-t border-border">
              <th scope="row" className={`${cell} pt-[3px] font-normal ${label}`}>
                {row.label}
              </th>
              {/* An empty side stays an empty cell: nothing was written there, as on paper. */}
              <td className={`${cell} ${value}`}>{row.front?.value}</td>
              <td className={`${cell} ${value}`}>{row.rear?.value}</td>
            </tr>
          ) : (
            <tr key={row.line.key} className="border-t border-border">
              <th scope="row" className={`${cell} pt-[3px] font-normal ${label}`}>
                {row.line.label}
              </th>
              <td colSpan={2} className={`${cell} ${value}`}>
                {row.line.value}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

/** One section of the compact sheet: a front | rear table where the catalogue pairs, else short lines. */
export function SheetSectionView({ section, children }: { section: SheetSection; children?: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex break-inside-avoid flex-col gap-0.5 border-t border-border pt-1 not-last:mb-2"
    >
      <h3 id={id} className="text-xs font-semibold tracking-wide text-primary uppercase">
        {section.title}
      </h3>
      {section.paired ? (
        <SidesTable section={section} />
      ) : (
        <SheetLines
          lines={section.rows.flatMap((row) => (row.type === 'single' ? [row.line] : []))}
          inColumn
        />
      )}
      {children}
    </section>
  );
}
