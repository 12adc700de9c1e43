import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import { Spinner } from '../../../components/ui/spinner';
import { formatLocalDate } from '../../../lib/local-dates';
import { useMaintenanceLog } from '../../../lib/resources/maintenance';
import { amountOf } from '../lib/life';

/** Each time the item was done, newest first, with the usage it had and the note. */
export function ItemLog({ item }: { item: MaintenanceItem }) {
  const log = useMaintenanceLog(item.id);
  if (log.isPending) return <Spinner label="Loading the log" className="p-2" />;
  if (log.isError) return <p className="text-sm text-danger-text">Failed to load the log</p>;
  if (log.data.length === 0) return <p className="text-sm text-muted-foreground">Not done yet.</p>;
  return (
    <ol aria-label={`${item.name} log`} className="flex flex-col gap-1 text-sm">
      {log.data.map((entry) => (
        <li key={entry.id} className="break-words">
          <span className="font-medium">{formatLocalDate(new Date(entry.doneAt))}</span>
          <span className="text-muted-foreground"> after {amountOf(entry.usage, item.lifeUnit)}</span>
          {entry.note && <span>: {entry.note}</span>}
        </li>
      ))}
    </ol>
  );
}
