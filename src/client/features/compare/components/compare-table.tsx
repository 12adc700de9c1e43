import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { CompareAnswer, CompareKind } from '../../../../shared/schemas/compare';
import { cn } from '../../../lib/cn';
import { canUseValue, differsOnPhone, displayValue, type RowGroup } from '../lib/compare-view';
import { useCopyValue } from '../lib/use-copy-value';
import { ColumnHeader } from './column-header';

interface CompareTableProps {
  kind: CompareKind;
  answer: CompareAnswer;
  groups: readonly RowGroup[];
  /** The racer's own setup as it is now, or -1: "Use this value" writes into it. */
  mine: number;
  /** The two columns a phone shows (all show from 640 px). */
  phoneColumns: readonly [number, number];
  /** On a phone, rows the two shown columns agree on are hidden too. */
  differencesOnly: boolean;
  onRemove?: (column: number) => void;
}

/**
 * The setups side by side: a table, so a screen reader names each value by its field and its setup.
 * Each group's rows open and close under a disclosure button in the group's own header row. A
 * differing row is marked three ways: a tinted background, bold values and a "≠" with its words.
 */
export function CompareTable({
  kind,
  answer,
  groups,
  mine,
  phoneColumns,
  differencesOnly,
  onRemove,
}: CompareTableProps) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const { copy, pending } = useCopyValue(kind, answer.columns[mine]);
  const { columns } = answer;
  const phoneHidden = (i: number) => (phoneColumns.includes(i) ? '' : 'hidden sm:table-cell');
  const toggle = (title: string) =>
    setClosed((set) => {
      const next = new Set(set);
      if (!next.delete(title)) next.add(title);
      return next;
    });
  return (
    // Words stay whole (the page breaks only a word longer than its line): a setup named without a
    // space scrolls the table sideways in its own box rather than widening the page.
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">Setups compared, one column each</caption>
        <thead>
          <tr className="border-b border-border align-top">
            <th scope="col" className="w-24 p-2 text-left sm:w-44">
              <span className="sr-only">Field</span>
            </th>
            {columns.map((column, i) => (
              <th key={column.ref} scope="col" className={cn('p-2', phoneHidden(i))}>
                <ColumnHeader
                  column={column}
                  mine={i === mine}
                  onRemove={onRemove && columns.length > 2 ? () => onRemove(i) : undefined}
                />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const open = !closed.has(group.title);
          const onPhone = differencesOnly
            ? group.rows.filter((row) => differsOnPhone(row, phoneColumns)).length
            : group.rows.length;
          return (
            <tbody key={group.title} className={cn(onPhone === 0 && 'max-sm:hidden')}>
              <tr>
                <th scope="colgroup" colSpan={columns.length + 1} className="pt-3 text-left">
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => toggle(group.title)}
                    className="flex min-h-10 w-full items-center gap-2 rounded-md px-2 text-left font-semibold tracking-wide text-primary uppercase hover:bg-muted"
                  >
                    {/* Not ChevronDown: a lazy chunk sharing that icon with the header splits lucide's
                      runtime out of the entry into an extra eager chunk (+0.5 KiB for every visitor). */}
                    <ChevronRight
                      aria-hidden="true"
                      className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
                    />
                    {group.title}
                    {onPhone === group.rows.length ? (
                      <span className="font-normal text-muted-foreground normal-case">({onPhone})</span>
                    ) : (
                      <span className="font-normal text-muted-foreground normal-case">
                        <span className="sm:hidden">({onPhone})</span>
                        <span className="max-sm:hidden">({group.rows.length})</span>
                      </span>
                    )}
                  </button>
                </th>
              </tr>
              {open &&
                group.rows.map((row) => {
                  // Below 640 px only two columns show: mark (and, differences only, keep) what differs there.
                  const phone = differsOnPhone(row, phoneColumns);
                  const onPhoneToo = (classes: string) => (phone ? classes : `max-sm:hidden ${classes}`);
                  return (
                    <tr
                      key={row.field}
                      className={cn(
                        'border-t border-border align-top',
                        row.differs &&
                          (phone
                            ? 'bg-accent text-accent-foreground'
                            : 'sm:bg-accent sm:text-accent-foreground'),
                        differencesOnly && !phone && 'max-sm:hidden',
                      )}
                    >
                      <th scope="row" className="p-2 text-left font-normal">
                        {row.label}
                        {row.differs && (
                          <>
                            <span aria-hidden="true" className={onPhoneToo('ml-1 font-bold')}>
                              ≠
                            </span>
                            <span className={onPhoneToo('sr-only')}> (differs)</span>
                          </>
                        )}
                      </th>
                      {row.values.map((value, i) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in the columns' order
                          key={i}
                          className={cn(
                            'p-2',
                            row.differs && (phone ? 'font-semibold' : 'sm:font-semibold'),
                            phoneHidden(i),
                          )}
                        >
                          {value === null ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">empty</span>
                            </>
                          ) : (
                            displayValue(row.field, value)
                          )}
                          {value !== null && canUseValue(kind, row, i, mine) && (
                            <button
                              type="button"
                              disabled={pending}
                              onClick={() => copy(row, columns[i] as (typeof columns)[number], value)}
                              className="mt-1 block min-h-8 rounded-md border border-current px-2 text-xs font-medium hover:bg-card disabled:opacity-60"
                            >
                              Use this value
                              <span className="sr-only">
                                {' '}
                                for {row.label} from {columns[i]?.name}
                              </span>
                            </button>
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
