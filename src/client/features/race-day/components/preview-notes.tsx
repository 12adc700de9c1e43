import { useId } from 'react';
import type { ImportPreview } from '../../../../shared/schemas/run-import';

type PreviewDriver = ImportPreview['races'][number]['drivers'][number];

/**
 * A driver whose laps can become a run: one with laps, all of them shown (a driver with more laps
 * than a run holds is shown cut, and the import would refuse it).
 */
export const importable = (driver: PreviewDriver): boolean =>
  driver.laps.length > 0 && driver.lapsInFile === undefined;

/** "First 500 of 349,508 laps shown", under the name of a driver whose laps were cut. */
export function lapsCut(driver: PreviewDriver): string | null {
  if (driver.lapsInFile === undefined) return null;
  const count = (n: number) => n.toLocaleString('en-US');
  return `First ${count(driver.laps.length)} of ${count(driver.lapsInFile)} laps shown: more than one run holds`;
}

/**
 * What a very large file left out of the preview (issue 28: races, drivers or laps past what a run
 * and a screen hold), in the server's words, above the races so it is read before picking.
 */
export function PreviewNotes({ notes }: { notes: readonly string[] }) {
  const title = useId();
  return (
    <div
      role="note"
      aria-labelledby={title}
      className="rounded-md border border-border bg-muted px-3 py-2 text-sm"
    >
      <p id={title} className="font-medium">
        Not all of this file is shown
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The parts of a file that could not be read (issue 29), each named with why, in plain words: the
 * rest of the file imports, and nothing is silently lost.
 */
export function UnreadParts({ parts }: { parts: ReadonlyArray<{ name: string; reason: string }> }) {
  const title = useId();
  return (
    <div
      role="note"
      aria-labelledby={title}
      className="rounded-md border border-border bg-muted px-3 py-2 text-sm"
    >
      <p id={title} className="font-medium">
        Not all of this file could be read
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the file's order; names may repeat
          <li key={index}>
            Not read: {part.name} — {part.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
