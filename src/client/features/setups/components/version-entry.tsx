import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { VersionImpact } from '../../../../shared/schemas/run-impact';
import type { VersionOutcome } from '../../../../shared/schemas/setup-version';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { compareHref, ownRef } from '../../../lib/compare-link';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupTab } from '../kinds/setup-kind';
import {
  type ChangeLine,
  contentKindOf,
  OUTCOME_LABELS,
  SOURCE_LABELS,
  type TimelineEntry,
  versionMoment,
} from '../lib/history';
import { RestoreVersionButton } from './restore-version-button';
import { VersionImpactLines } from './version-impact';
import { VersionInstalls } from './version-installs';
import { VersionNoteForm } from './version-note-form';

const OUTCOME_CLASS: Record<VersionOutcome, string> = {
  better: 'border-success-text text-success-text',
  worse: 'border-danger-text text-danger-text',
  same: 'border-border text-foreground',
  untested: 'border-border text-muted-foreground',
};

function OutcomeBadge({ outcome }: { outcome: VersionOutcome }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        OUTCOME_CLASS[outcome],
      )}
    >
      Outcome: {OUTCOME_LABELS[outcome]}
    </span>
  );
}

function Changes({ lines, first }: { lines: readonly ChangeLine[]; first: boolean }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">No content changed.</p>;
  // The first version holds every value the setup began with: listed on request, as they can be many.
  if (first) {
    // The values the racer wrote; FDR and rollout worked out from them are listed, not counted.
    const written = lines.filter((line) => !line.derived).length;
    return (
      <details className="text-sm">
        <summary className="w-fit cursor-pointer text-primary underline-offset-4 hover:underline">
          Started with {written === 1 ? '1 value' : `${written} values`}
        </summary>
        <ul className="mt-2 flex flex-col gap-1 break-words">
          {lines.map((line) => (
            <li key={line.field}>
              <span className="text-muted-foreground">{line.label}:</span> {line.to}
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <ul aria-label="Changes" className="flex flex-col gap-1 text-sm break-words">
      {lines.map((line) => (
        <li key={line.field}>
          <span className="text-muted-foreground">{line.label}:</span> {line.from} → {line.to}
        </li>
      ))}
    </ul>
  );
}

interface VersionEntryProps {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  entry: TimelineEntry;
  /** The setup's content now: nothing to restore or compare it with. */
  current: boolean;
  /** What the version did on track (issue 16); undefined when it has no runs. */
  impact?: VersionImpact;
  /** Whether any version of the setup has runs. */
  anyRuns?: boolean;
}

/** One version: when, where from, why and how it went, what changed, and what can be done with it. */
export function VersionEntry({ kind, setup, entry, current, impact, anyRuns = false }: VersionEntryProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { version } = entry;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold">
          Version {version} · {SOURCE_LABELS[entry.source]}
          {current && (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">Current</span>
          )}
        </h4>
        <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
          {versionMoment(entry.createdAt)}
        </time>
      </div>
      {editing ? (
        <VersionNoteForm kind={kind} setupId={setup.id} entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <>
          {entry.note && (
            <p className="text-sm break-words whitespace-pre-line">
              <span className="font-medium">Reason:</span> {entry.note}
            </p>
          )}
          <OutcomeBadge outcome={entry.outcome} />
        </>
      )}
      <Changes lines={entry.lines} first={version === 1} />
      <VersionInstalls installs={entry.installs} />
      <VersionImpactLines
        kind={kind}
        setupId={setup.id}
        version={version}
        outcome={entry.outcome}
        impact={impact}
        anyRuns={anyRuns}
      />
      <div className="flex flex-wrap gap-2">
        {!editing && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Reason and outcome<span className="sr-only"> of version {version}</span>
          </Button>
        )}
        {!current && <RestoreVersionButton kind={kind} setup={setup} version={version} />}
        {!current && (
          <Link
            to={compareHref(contentKindOf(kind), [ownRef(setup.id, version), ownRef(setup.id)])}
            className={buttonClass('ghost', 'sm')}
          >
            Compare with now<span className="sr-only"> (version {version})</span>
          </Link>
        )}
      </div>
    </li>
  );
}
