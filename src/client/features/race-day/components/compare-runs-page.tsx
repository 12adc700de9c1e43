import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { Run } from '../../../../shared/schemas/run';
import { FormError } from '../../../components/ui/form-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { runHref } from '../../../lib/resources/run-overview';
import { runQuery } from '../../../lib/resources/runs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { compareChartModel } from '../lib/chart-data';
import { raceLine } from '../lib/race-label';
import { formatRunDate, isOfficial, SESSION_LABELS } from '../lib/run-display';
import { APP_NOTE, OFFICIAL_NOTE, STAT_ROWS } from '../lib/stat-rows';
import { LapChart } from './lap-chart';
import { CompareLapTable } from './lap-tables';
import { BackLink, ColumnHeaders, SectionCard, TABLE_CELL } from './page-parts';
import { OfficialTag } from './run-stats';
import { SetupDifferences } from './setup-differences';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * 'A · 14 Jan 2012 · Main A', or for an imported run the race it was ('A · 20 Mar 2015 · 2wd Buggy
 * Open · B Main · Round 3 · P4 of 10'): the letter ties chart, table and setups together, and an A
 * main is not mistaken for a B main.
 */
const labelOf = (run: Run, index: number) =>
  `${LETTERS[index]} · ${formatRunDate(run.date)} · ${
    run.race ? raceLine(run.race) : `${SESSION_LABELS[run.session]}${run.round ? ` ${run.round}` : ''}`
  }`;

const td = TABLE_CELL;

function StatsSideBySide({ runs }: { runs: ReadonlyArray<{ run: Run; label: string }> }) {
  const anyOfficial = runs.some(({ run }) => run.stats.fromFile.length > 0);
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">The runs' statistics side by side</caption>
          <thead>
            <ColumnHeaders
              labels={[
                'Figure',
                ...runs.map(({ run, label }) => (
                  <>
                    <Link to={runHref(run.id)} className="text-primary underline underline-offset-4">
                      {label}
                    </Link>
                    <span className="block font-normal">{run.trackName}</span>
                  </>
                )),
              ]}
            />
          </thead>
          <tbody>
            {STAT_ROWS.map((row) => (
              <tr key={row.label} className="border-b border-border last:border-0">
                <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                  {row.label}
                </th>
                {runs.map(({ run }) => (
                  <td key={run.id} className={td}>
                    {row.value(run)}
                    {isOfficial(run.stats, row.figure) && (
                      <span className="ml-1 inline-block align-middle">
                        <OfficialTag />
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">{anyOfficial ? OFFICIAL_NOTE : APP_NOTE}</p>
    </div>
  );
}

function Compared({ runs }: { runs: readonly Run[] }) {
  const labelled = runs.map((run, index) => ({
    run,
    label: labelOf(run, index),
    letter: LETTERS[index] as string,
  }));
  const chartRuns = labelled.map(({ run, label }) => ({
    label,
    laps: run.laps,
    startSegment: run.startSegment,
  }));
  // The list is new at every render; the runs (and so the chart) change only when one is saved.
  const identity = runs.map((run) => `${run.id}:${run.updatedAt}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: identity names the runs drawn
  const model = useMemo(() => compareChartModel(chartRuns), [identity]);
  const chartLabel = `Lap times of ${runs.length} runs on one chart, one line each, told apart by colour and dash: ${labelled
    .map((l) => l.label)
    .join('; ')}.`;
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title="Lap times">
        <LapChart model={model} label={chartLabel} table={<CompareLapTable runs={chartRuns} />} />
      </SectionCard>
      <SectionCard title="Statistics">
        <StatsSideBySide runs={labelled} />
      </SectionCard>
      <SectionCard title="Setup differences">
        <SetupDifferences kind="setup-sheet" runs={labelled} />
        <SetupDifferences kind="esc-setup" runs={labelled} />
      </SectionCard>
    </div>
  );
}

/** /race-day/compare?runs=1,2,3: two to four runs' laps on one chart, their stats and setup changes. */
export function CompareRunsPage({ ids }: { ids: number[] | undefined }) {
  useDocumentTitle('Compare runs');
  const answers = useQueries({ queries: (ids ?? []).map((id) => runQuery(id)) });
  const back = <BackLink to="/race-day">Race day</BackLink>;
  let body: ReactNode;
  if (!ids) body = <FormError message="Pick two to four runs from a car's run list to compare them." />;
  else if (answers.some((a) => a.isPending)) body = <Spinner label="Loading the runs" />;
  else if (answers.some((a) => a.isError))
    body = <FormError message="One of these runs does not exist, or it is not yours." />;
  else body = <Compared runs={answers.map((a) => a.data as Run)} />;
  return (
    <div className="flex flex-col gap-2">
      {back}
      <PageHeading title="Compare runs">
        Laps, statistics and what changed in the setup between them.
      </PageHeading>
      {body}
    </div>
  );
}
