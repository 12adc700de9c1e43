import { Clock } from 'lucide-react';
import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { SetupTab } from '../kinds/setup-kind';
import { fieldHistory, versionMoment } from '../lib/history';
import { useSetupHistory } from '../lib/use-setup-history';
import { ListFailed } from './list-entry';

interface FieldHistoryProps {
  kind: { tab: SetupTab };
  setupId: number;
  cars: readonly Car[];
  field: string;
  label: string;
}

function FieldValues({ kind, setupId, cars, field }: FieldHistoryProps) {
  const { versions, names } = useSetupHistory(kind, setupId, cars);
  if (versions.isPending) return <Spinner label="Loading history" className="p-4" />;
  if (versions.isError) return <ListFailed>The history could not be loaded.</ListFailed>;
  const values = fieldHistory(versions.data, field, names);
  if (values.length === 0) return <p className="text-sm text-muted-foreground">Never set.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Version
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Date
          </th>
          <th scope="col" className="py-1 font-medium">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {values.map((row) => (
          <tr key={row.version} className="border-t border-border align-top">
            <td className="py-2 pr-3">{row.version}</td>
            <td className="py-2 pr-3">
              <time dateTime={row.createdAt}>{versionMoment(row.createdAt)}</time>
            </td>
            <td className="py-2 font-medium break-words">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The small clock beside a value in the read view: that field's values over time, newest first, from
 * the setup's versions (fetched when first opened, then shared with the History panel).
 */
export function FieldHistoryButton(props: FieldHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`History of ${props.label}`}
      trigger={
        <button
          type="button"
          aria-label={`History of ${props.label}`}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Clock aria-hidden="true" className="size-4" />
        </button>
      }
    >
      <FieldValues {...props} />
    </Dialog>
  );
}
