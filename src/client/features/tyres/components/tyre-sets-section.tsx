import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TyreSet } from '../../../../shared/schemas/tyre-set';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTyreSets } from '../../../lib/resources/tyre-sets';
import { useDeleteTyreSet } from '../lib/use-tyre-set-mutations';
import { TyreSetCard } from './tyre-set-card';
import { TyreSetDialog } from './tyre-set-dialog';

export const DELETE_TYRE_SET_CONFIRM =
  'Delete this tyre set? A set your runs name cannot be deleted: retire it.';

/** Tyre sets (issue 19) on the Fleet page: the sets in use, the retired ones behind a filter. */
export function TyreSetsSection() {
  const sets = useTyreSets();
  const remove = useDeleteTyreSet();
  const [showRetired, setShowRetired] = useState(false);
  const [dialog, setDialog] = useState<{ set: TyreSet | null } | null>(null);
  const all = sets.data ?? [];
  const retired = all.filter((s) => s.retired).length;
  const shown = showRetired ? all : all.filter((s) => !s.retired);

  const onDelete = (set: TyreSet) => {
    if (window.confirm(DELETE_TYRE_SET_CONFIRM)) remove.mutate(set.id);
  };

  return (
    <Card aria-labelledby="tyre-sets-title">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle id="tyre-sets-title">Tyre Sets</CardTitle>
            <CardDescription>Your glued sets and what each has done: runs, laps, best lap</CardDescription>
          </div>
          <Button onClick={() => setDialog({ set: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Tyre Set
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sets.isPending ? (
          <Spinner label="Loading tyre sets" />
        ) : sets.isError ? (
          <p role="alert" className="text-danger-text">
            Failed to load tyre sets
          </p>
        ) : all.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            No tyre sets yet. Add a set, then pick it when you log a run to see its laps and best lap.
          </p>
        ) : (
          <>
            {retired > 0 && (
              <label className="flex items-center gap-3 self-start">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={showRetired}
                  onChange={(e) => setShowRetired(e.target.checked)}
                />
                <span>Show retired ({retired})</span>
              </label>
            )}
            {shown.length === 0 ? (
              <p className="text-muted-foreground">Every set is retired.</p>
            ) : (
              <ul className="grid items-start gap-4 lg:grid-cols-2">
                {shown.map((set) => (
                  <TyreSetCard
                    key={set.id}
                    set={set}
                    onEdit={(s) => setDialog({ set: s })}
                    onDelete={onDelete}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      <TyreSetDialog open={dialog !== null} set={dialog?.set ?? null} onClose={() => setDialog(null)} />
    </Card>
  );
}
