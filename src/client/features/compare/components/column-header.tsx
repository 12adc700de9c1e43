import { X } from 'lucide-react';
import type { CompareColumn } from '../../../../shared/schemas/compare';
import { Button } from '../../../components/ui/button';
import { formatLocalDate } from '../../../lib/local-dates';
import { columnSource } from '../lib/compare-view';

interface ColumnHeaderProps {
  column: CompareColumn;
  mine: boolean;
  /** Absent when the compare is down to two: there is nothing to compare one setup with. */
  onRemove?: () => void;
}

/** A column's head: the setup's name, its car, which version (or the community) and when it changed. */
export function ColumnHeader({ column, mine, onRemove }: ColumnHeaderProps) {
  const updated = new Date(column.updatedAt);
  return (
    <div className="flex items-start gap-1">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-left font-normal">
        <span className="font-semibold break-words">{column.name}</span>
        {column.car && <span className="text-sm text-muted-foreground break-words">{column.car}</span>}
        <span className="flex flex-wrap gap-1 text-xs">
          <span className="rounded-sm bg-muted px-1.5 py-0.5 font-medium">{columnSource(column)}</span>
          {mine && (
            <span className="rounded-sm bg-primary px-1.5 py-0.5 font-medium text-primary-foreground">
              My setup
            </span>
          )}
        </span>
        {!Number.isNaN(updated.getTime()) && (
          <span className="text-xs text-muted-foreground">
            Updated <time dateTime={column.updatedAt}>{formatLocalDate(updated)}</time>
          </span>
        )}
      </div>
      {onRemove && (
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 shrink-0"
          aria-label={`Remove ${column.name} (${columnSource(column)}) from the compare`}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      )}
    </div>
  );
}
