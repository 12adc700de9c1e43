import { useQueryClient } from '@tanstack/react-query';
import type { CompareColumn, CompareKind, CompareRow } from '../../../../shared/schemas/compare';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { ownNowId } from '../../../lib/compare-link';
import { serverMessage } from '../../../lib/error-message';
import { copyValueMutation } from '../../../lib/resources/compare';
import { invalidate, useResourceMutation } from '../../../lib/resources/mutations';
import { QUERY_KEYS } from '../../../lib/resources/query-keys';
import { failureToast } from '../../../lib/toasts';
import { changeNoteFor, displayValue } from './compare-view';

/**
 * "Use this value": the cell's value into my setup as a new version. A 412 means my setup changed since
 * the compare loaded (another tab, another device): the racer reads why, and the compare loads afresh
 * so they choose again with what is there now.
 */
export function useCopyValue(kind: CompareKind, mine: CompareColumn | undefined) {
  const client = useQueryClient();
  const mutation = useResourceMutation(copyValueMutation(kind));
  const copy = (row: CompareRow, from: CompareColumn, value: string) => {
    const id = mine ? ownNowId(mine.ref) : undefined;
    if (!mine || id === undefined || mine.version === null) return;
    mutation.mutate(
      { id, version: mine.version, field: row.field, value, changeNote: changeNoteFor(from) },
      {
        // After the compare has loaded again, so the toast speaks of what the screen shows.
        onSuccess: () =>
          toast({
            title: 'Value copied',
            description: `${row.label} is now ${displayValue(row.field, value)} in “${mine.name}”.`,
          }),
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 412)) {
            failureToast('Failed to use this value', error);
            return;
          }
          toast({
            title: 'Your setup changed elsewhere',
            description: serverMessage(error),
            variant: 'destructive',
          });
          void invalidate(client, [QUERY_KEYS.compare]);
        },
      },
    );
  };
  return { copy, pending: mutation.isPending };
}
