import { Check, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { formatLocalDate } from '../../../lib/local-dates';
import { usageLine } from '../lib/life';
import { ItemLog } from './item-log';

interface ItemCardProps {
  item: MaintenanceItem;
  onDone: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One item: its usage against its life, due or not, and what the racer can do with it. */
export function ItemCard({ item, onDone, onEdit, onDelete }: ItemCardProps) {
  const [showLog, setShowLog] = useState(false);
  const titleId = `maintenance-${item.id}-title`;
  const logId = `maintenance-${item.id}-log`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-semibold break-words">
          {item.name}
        </h2>
        {item.due && (
          <span className="rounded-full border border-primary bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            Due
          </span>
        )}
      </header>
      <Progress
        value={item.usage}
        max={item.lifeAmount}
        label={`${item.name} usage`}
        valueText={usageLine(item)}
        warn={item.due}
      />
      <p className="text-sm">
        {usageLine(item)}
        <span className="text-muted-foreground">
          {' · '}
          {item.lastDoneAt ? `last done ${formatLocalDate(new Date(item.lastDoneAt))}` : 'not done yet'}
          {item.lifeUnit === 'tanks' && ` · ${item.tankMinutes} min a tank`}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant={item.due ? 'primary' : 'secondary'} onClick={onDone}>
          <Check aria-hidden="true" className="size-4" />
          Mark Done<span className="sr-only"> ({item.name})</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          <History aria-hidden="true" className="size-4" />
          Log<span className="sr-only"> of {item.name}</span>
        </Button>
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="danger-ghost" size="icon" aria-label={`Delete ${item.name}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog && <ItemLog item={item} />}
      </div>
    </article>
  );
}
