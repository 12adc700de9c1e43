import { Link } from 'react-router';
import type { AnalysisResult, Recommendation } from '../../../../shared/schemas/tuning';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { setupSheets } from '../../../lib/resources/setup-sheets';
import { wizardCopyRequest } from '../lib/sheet-copy';
import { TapButton } from './tap-button';

/**
 * 'Apply to a copy of my setup': the server copies the car's installed sheet as it is now, with
 * the ticked changes written over the copy.
 */
export function ApplyCopy({ result, chosen }: { result: AnalysisResult; chosen: readonly Recommendation[] }) {
  const sheetId = result.vehicle?.setupSheetId ?? null;
  const save = useResourceMutation(setupSheets.mutations.copy(sheetId ?? 0), {
    onSuccess: (sheet) =>
      toast({
        title: 'Setup sheet created',
        description: `"${sheet.name}" holds ${chosen.length} wizard change${chosen.length === 1 ? '' : 's'}. Mark it installed when you fit them.`,
      }),
    onError: (error) =>
      toast({
        title: 'Failed to create setup sheet',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      }),
  });
  const apply = () =>
    save.mutate(wizardCopyRequest(chosen, result.goal, result.vehicle?.setupSheetName ?? ''));
  if (sheetId === null) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-input p-3 text-sm">
      <p>
        Tick the changes to try, then save them as a new setup sheet based on "
        {result.vehicle?.setupSheetName}". Your installed setup stays as it is.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <TapButton
          variant="secondary"
          size="sm"
          disabled={chosen.length === 0 || save.isPending}
          onTap={apply}
        >
          {save.isPending ? 'Saving…' : 'Apply to a copy of my setup'}
        </TapButton>
        {save.data && (
          <Link to={`/setup-sheets?id=${save.data.id}`} className="text-primary underline underline-offset-4">
            Open "{save.data.name}"
          </Link>
        )}
      </div>
    </div>
  );
}
