import { type ReactNode, useId } from 'react';
import type { ReadLine } from '../lib/read-view';

/** What stands beside a value's name: its history button. */
export type LineAction = (line: ReadLine) => ReactNode;

/** The Track view's lines: large values in two or three columns, to read from a step away. */
export function TrackLines({
  lines,
  large,
  action,
}: {
  lines: readonly ReadLine[];
  large?: boolean;
  action: LineAction;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {lines.map((line) => (
        <div key={line.key} className="flex min-w-0 flex-col">
          <dt className="flex items-center gap-1 text-sm text-muted-foreground">
            {line.label}
            {action(line)}
          </dt>
          <dd className={large ? 'text-xl font-semibold break-words' : 'text-lg font-medium break-words'}>
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One catalogue group in the Track view, as it always read: its title, then its values, large. */
export function TrackGroup({
  title,
  lines,
  action,
  children,
}: {
  title: string;
  lines: readonly ReadLine[];
  action: LineAction;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-primary uppercase">
        {title}
      </h3>
      <TrackLines lines={lines} large action={action} />
      {children}
    </section>
  );
}
