import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Transponder } from '../../../../shared/schemas/transponder';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useTransponders } from '../../../lib/resources/transponders';
import { SORT_OPTIONS, sortTransponders, type TransponderSort } from '../lib/sort-transponders';
import { useDeleteTransponder } from '../lib/use-transponder-mutations';
import { AddTransponderDialog } from './add-transponder-dialog';
import { EditTransponderDialog } from './edit-transponder-dialog';
import { TransponderTable } from './transponder-table';

export const DELETE_TRANSPONDER_CONFIRM = 'Are you sure you want to delete this transponder?';

/** SPEC §2 "Transponder Register", on /fleet and /transponders alike. */
export function TransponderRegister() {
  const transponders = useTransponders();
  const cars = useCars();
  const remove = useDeleteTransponder();
  const [sort, setSort] = useState<TransponderSort>('recent');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Transponder | null>(null);
  const carList = cars.data ?? [];
  const sorted = useMemo(
    () => sortTransponders(transponders.data ?? [], sort, cars.data),
    [transponders.data, sort, cars.data],
  );

  const onDelete = (t: Transponder) => {
    if (window.confirm(DELETE_TRANSPONDER_CONFIRM)) remove.mutate(t.id);
  };

  return (
    <Card aria-labelledby="transponder-register-title">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle id="transponder-register-title">Transponder Register</CardTitle>
            <CardDescription>Manage your race transponder numbers</CardDescription>
          </div>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Transponder
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {transponders.isPending ? (
          <Spinner label="Loading transponders" />
        ) : transponders.isError ? (
          <p role="alert" className="text-danger-text">
            Failed to load transponders
          </p>
        ) : transponders.data.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border p-6 text-center">
            <p className="text-muted-foreground">You haven't added any transponders yet</p>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Add Your First Transponder
            </Button>
          </div>
        ) : (
          <>
            <SelectField
              label="Sort by"
              className="w-full sm:w-48"
              value={sort}
              onChange={(e) => setSort(e.target.value as TransponderSort)}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <TransponderTable
              transponders={sorted}
              cars={carList}
              onEdit={setEditing}
              onDelete={onDelete}
              deletingId={remove.isPending ? remove.variables : undefined}
            />
          </>
        )}
      </CardContent>
      <AddTransponderDialog open={adding} onOpenChange={setAdding} cars={carList} />
      <EditTransponderDialog transponder={editing} cars={carList} onClose={() => setEditing(null)} />
    </Card>
  );
}
