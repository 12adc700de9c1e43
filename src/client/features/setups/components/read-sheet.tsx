import { type ReactNode, useId } from 'react';
import type { ReadLine } from '../lib/read-view';
import type { PairRow, SheetSection } from '../lib/sheet-rows';
import type { LineAction } from './read-track';

/**
 * The compact read view, laid out like a kit's sheet (issue 33 item 3): small labels, values in
 * semibold body type (16 px, read at arm's length), front | rear on one row under Front and Rear.
 */

/**
 * A value with its history button after it, in the flow of the text: the button takes room on the
 * value's last line only, so a narrow phone column still fits a tyre's name in two lines.
 */
function Value({ line, action }: { line: ReadLine; action: LineAction }) {
  return (
    <>
      <span className="text-base leading-6 font-semibold break-words">{line.value}</span> {action(line)}
    </>
  );
}

/** Lines with no partner: small label over value, two to a row on a phone, more where there is room. */
export function SheetLines({ lines, action }: { lines: readonly ReadLine[]; action: LineAction }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-3">
      {lines.map((line) => (
        <div key={line.key} className="flex min-w-0 flex-col">
          <dt className="text-xs leading-4 text-muted-foreground">{line.label}</dt>
          <dd className="break-words">
            <Value line={line} action={action} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const cell = 'py-1 pr-2 align-top break-words';

function PairCells({ row, action }: { row: PairRow; action: LineAction }) {
  return (
    <>
      {[row.front, row.rear].map((line, i) => (
        // An empty side stays an empty cell: nothing was written there, as on paper.
        <td key={i === 0 ? 'front' : 'rear'} className={cell}>
          {line && <Value line={line} action={action} />}
        </td>
      ))}
    </>
  );
}

/** Front and rear as a table: a row per setting, a field without a partner across both columns. */
function SidesTable({ section, action }: { section: SheetSection; action: LineAction }) {
  return (
    <table className="w-full table-fixed border-collapse text-left">
      <colgroup>
        <col className="w-[30%]" />
        <col className="w-[35%]" />
        <col className="w-[35%]" />
      </colgroup>
      <thead>
        <tr className="text-xs leading-4 text-muted-foreground">
          <th scope="col" className="pr-2 pb-0.5 font-normal">
            <span className="sr-only">Setting</span>
          </th>
          <th scope="col" className="pr-2 pb-0.5 font-semibold">
            Front
          </th>
          <th scope="col" className="pr-2 pb-0.5 font-semibold">
            Rear
          </th>
        </tr>
      </thead>
      <tbody>
        {section.rows.map((row) => {
          const label = row.type === 'pair' ? row.label : row.line.label;
          return (
            <tr
              key={row.type === 'pair' ? `pair:${row.id}` : row.line.key}
              className="border-t border-border"
            >
              <th
                scope="row"
                className={`${cell} pt-1.5 text-xs leading-4 font-normal text-muted-foreground`}
              >
                {label}
              </th>
              {row.type === 'pair' ? (
                <PairCells row={row} action={action} />
              ) : (
                <td colSpan={2} className={cell}>
                  <Value line={row.line} action={action} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One section of the compact sheet: a front | rear table where it pairs, else the short lines. */
export function SheetSectionView({
  section,
  action,
  children,
}: {
  section: SheetSection;
  action: LineAction;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex break-inside-avoid flex-col gap-1 border-t border-border pt-2 not-last:mb-3"
    >
      <h3 id={id} className="text-xs font-semibold tracking-wide text-primary uppercase">
        {section.title}
      </h3>
      {section.paired ? (
        <SidesTable section={section} action={action} />
      ) : (
        <SheetLines
          lines={section.rows.flatMap((row) => (row.type === 'single' ? [row.line] : []))}
          action={action}
        />
      )}
      {children}
    </section>
  );
}
