import { Pencil, Trash2 } from 'lucide-react';
import type { Car } from '../../../../shared/schemas/car';
import type { Transponder } from '../../../../shared/schemas/transponder';
import { Button } from '../../../components/ui/button';
import { statusOf } from '../lib/sort-transponders';

interface TransponderTableProps {
  transponders: readonly Transponder[];
  cars: readonly Car[];
  onEdit: (transponder: Transponder) => void;
  onDelete: (transponder: Transponder) => void;
  deletingId: number | undefined;
}

/** Number, Status (the car's model or 'Unassigned') and Actions, as SPEC §2's register lists them. */
export function TransponderTable({
  transponders,
  cars,
  onEdit,
  onDelete,
  deletingId,
}: TransponderTableProps) {
  return (
    // A fixed layout keeps all three columns on a 375 px phone: long notes truncate, models wrap.
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Number
            </th>
            <th scope="col" className="w-[38%] px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="w-24 py-2 pl-3 text-right font-medium sm:w-28">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {transponders.map((t) => {
            const status = statusOf(t, cars);
            return (
              <tr key={t.id}>
                <td className="py-2 pr-3 align-middle">
                  <span className="block truncate font-medium tabular-nums">#{t.number}</span>
                  {t.notes && (
                    <span title={t.notes} className="block truncate text-xs text-muted-foreground">
                      {t.notes}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 align-middle break-words">
                  <span className={t.rcCarId === null ? 'text-muted-foreground' : undefined}>{status}</span>
                </td>
                <td className="py-2 pl-3 align-middle">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit transponder #${t.number}`}
                      onClick={() => onEdit(t)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete transponder #${t.number}`}
                      disabled={deletingId === t.id}
                      onClick={() => onDelete(t)}
                      className="text-danger-text hover:bg-danger-soft"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
