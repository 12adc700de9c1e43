import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CompareKind } from '../../../../shared/schemas/compare';
import type { RunSummary } from '../../../../shared/schemas/run';
import { compareHref, ownRef } from '../../../lib/compare-link';
import { compareQuery } from '../../../lib/resources/compare';
import { ColumnHeaders, TABLE_CELL } from './page-parts';

const KIND_NAMES: Record<CompareKind, string> = { 'setup-sheet': 'setup sheet', 'esc-setup': 'ESC setup' };
const KIND_TITLES: Record<CompareKind, string> = { 'setup-sheet': 'Setup sheet', 'esc-setup': 'ESC setup' };

/** The ref of the setup (of a kind) a run ran on, at its version then: '12@3'; null for none. */
function refOf(run: RunSummary, kind: CompareKind): string | null {
  const [id, version] =
    kind === 'setup-sheet' ? [run.setupSheetId, run.setupVersion] : [run.escSetupId, run.escVersion];
  return id === null ? null : ownRef(id, version ?? undefined);
}

const td = TABLE_CELL;

function Differences({ kind, refs, letters }: { kind: CompareKind; refs: string[]; letters: string[] }) {
  const answer = useQuery(compareQuery(kind, refs));
  if (answer.isPending) return <p className="text-sm text-muted-foreground">Comparing the setups…</p>;
  if (answer.isError)
    return <p className="text-sm text-muted-foreground">The setups could not be compared.</p>;
  const rows = answer.data.rows.filter((row) => row.differs);
  return (
    <div className="flex flex-col gap-2">
      {rows.length === 0 ? (
        <p className="text-sm">The versions differ in nothing a setup sheet shows.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="pb-2 text-left text-muted-foreground">
              What differs between the {KIND_NAMES[kind]}s the runs ran on.
            </caption>
            <thead>
              <ColumnHeaders
                labels={[
                  'Setting',
                  ...answer.data.columns.map((column, index) => (
                    <>
                      {column.name}
                      {column.version === null ? '' : ` v${column.version}`}
                      <span className="block font-normal">Run {letters[index]}</span>
                    </>
                  )),
                ]}
              />
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className="border-b border-border last:border-0">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={answer.data.columns[index]?.ref ?? index} className={td}>
                      {value ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to={compareHref(kind, refs)} className="w-fit text-sm text-primary underline underline-offset-4">
        Open the {KIND_NAMES[kind]}s in Compare
      </Link>
    </div>
  );
}

function sameSetupText(letters: readonly string[], name: string): string {
  return letters.length > 1
    ? `Runs ${letters.join(', ')} ran on the same ${name} version.`
    : `Only run ${letters[0]} has a ${name} recorded.`;
}

/**
 * What changed between the runs' setups, from the compare feature: each distinct setup (at the
 * version it had on the run) one column, only the settings that differ.
 */
export function SetupDifferences({
  kind,
  runs,
}: {
  kind: CompareKind;
  runs: ReadonlyArray<{ run: RunSummary; letter: string }>;
}) {
  const refs: string[] = [];
  const lettersOf = new Map<string, string[]>();
  for (const { run, letter } of runs) {
    const ref = refOf(run, kind);
    if (ref === null) continue;
    if (!lettersOf.has(ref)) refs.push(ref);
    lettersOf.set(ref, [...(lettersOf.get(ref) ?? []), letter]);
  }
  const without = runs.filter(({ run }) => refOf(run, kind) === null).map(({ letter }) => letter);
  const name = KIND_NAMES[kind];
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{KIND_TITLES[kind]}</h3>
      {refs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {name} is recorded on these runs.</p>
      ) : refs.length === 1 ? (
        <p className="text-sm">{sameSetupText(lettersOf.get(refs[0] as string) ?? [], name)}</p>
      ) : (
        <Differences
          kind={kind}
          refs={refs}
          letters={refs.map((ref) => (lettersOf.get(ref) ?? []).join(', '))}
        />
      )}
      {without.length > 0 && refs.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Run {without.join(', ')}: no {name} recorded.
        </p>
      )}
    </div>
  );
}
