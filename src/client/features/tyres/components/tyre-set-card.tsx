import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TYRE_POSITION_LABELS, type TyreSet } from '../../../../shared/schemas/tyre-set';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { Button } from '../../../components/ui/button';
import { toTyreSetInput, tyreSetValues } from '../lib/tyre-set-form';
import { useUpdateTyreSet } from '../lib/use-tyre-set-mutations';
import { TyreSetRuns } from './tyre-set-runs';

const lap = (ms: number | null, decimals?: number) => (ms === null ? '—' : formatLapTime(ms, decimals));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One set: what it is, what it has done, its runs on demand, and edit, retire and delete. */
export function TyreSetCard({
  set,
  onEdit,
  onDelete,
}: {
  set: TyreSet;
  onEdit: (set: TyreSet) => void;
  onDelete: (set: TyreSet) => void;
}) {
  const [showRuns, setShowRuns] = useState(false);
  const retire = useUpdateTyreSet(set.id);
  const title = [set.brand, set.compound].filter(Boolean).join(' ');
  const details = [TYRE_POSITION_LABELS[set.position], set.insert, set.wheel].filter(Boolean).join(' · ');
  const bought = [set.gluedOn && `Glued ${set.gluedOn}`, set.cost !== null && `Cost ${set.cost}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 className="break-words font-semibold">
            {title}{' '}
            {set.retired && (
              <span className="ml-1 rounded bg-muted px-2 py-0.5 text-xs font-medium">Retired</span>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">{details}</p>
          {bought && <p className="text-sm text-muted-foreground">{bought}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(set)} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={retire.isPending}
            onClick={() => retire.mutate(toTyreSetInput({ ...tyreSetValues(set), retired: !set.retired }))}
            aria-label={`${set.retired ? 'Bring back' : 'Retire'} ${title}`}
          >
            {set.retired ? (
              <ArchiveRestore aria-hidden="true" className="size-4" />
            ) : (
              <Archive aria-hidden="true" className="size-4" />
            )}
            {set.retired ? 'Bring back' : 'Retire'}
          </Button>
          <Button
            variant="danger-ghost"
            size="sm"
            onClick={() => onDelete(set)}
            aria-label={`Delete ${title}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Runs" value={String(set.usage.runs)} />
        <Figure label="Laps" value={String(set.usage.laps)} />
        <Figure label="Best lap" value={lap(set.usage.bestMs, set.usage.decimals)} />
        <Figure label="Top-5 average" value={lap(set.usage.top5AvgMs, set.usage.decimals)} />
      </dl>
      {set.notes && <p className="whitespace-pre-wrap break-words text-sm">{set.notes}</p>}
      {set.id > 0 && set.usage.runs > 0 && (
        <div className="flex flex-col gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={showRuns}
            onClick={() => setShowRuns((shown) => !shown)}
          >
            {showRuns ? 'Hide runs' : `Show ${set.usage.runs === 1 ? 'the run' : `${set.usage.runs} runs`}`}
          </Button>
          {showRuns && <TyreSetRuns id={set.id} />}
        </div>
      )}
    </li>
  );
}
