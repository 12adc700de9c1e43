import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { GEARING_CLASS_INFO, type GearingClass } from '../../../../shared/gearing/classes';
import type { GearingInput } from '../../../../shared/schemas/gearing';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { setupHref } from '../../../lib/resources/setup-versions';
import { sheetQuery, type WriteGearing, writeGearingMutation } from '../../../lib/resources/sheet-gearing';
import { setupConflictLink } from '../../../lib/setup-conflict';
import { failureToast } from '../../../lib/toasts';
import { gearingNote, holdsGearing, sheetGearingBody } from '../sheet-write';

interface WriteToSheetProps {
  sheetId: number;
  /** The class the sheet opened the calculator with (its car's): another class's gears do not fit it. */
  sheetClass: GearingClass;
  /** The calculator's checked gearing; null while a field needs fixing. */
  gearing: GearingInput | null;
}

const LINK = 'text-primary underline underline-offset-4';

function Written({ sheet }: { sheet: SetupSheet }) {
  return (
    <p role="status" className="text-sm">
      Saved as version {sheet.version} of “{sheet.name}”.{' '}
      <Link to={setupHref('setup-sheet', sheet.id, { history: true })} className={LINK}>
        Back to “{sheet.name}”
      </Link>
    </p>
  );
}

/**
 * "Write to setup sheet" (issue 19 item 2), under the results of a calculator opened from one of the
 * racer's sheets: the gears as a new version of that sheet, If-Match on the version read here. A sheet
 * saved elsewhere since goes to the sheet's conflict resolver, as a queued edit does; a sheet that is
 * not the racer's (404) is simply not offered.
 */
export function WriteToSheet({ sheetId, sheetClass, gearing }: WriteToSheetProps) {
  const sheet = useQuery(sheetQuery(sheetId));
  const navigate = useNavigate();
  const write = useResourceMutation(writeGearingMutation, {
    onSuccess: (saved) =>
      toast({
        title: `Saved to “${saved.name}”`,
        description: `Gearing written as version ${saved.version}.`,
      }),
    onError: (error, { id, version, body }: WriteGearing) => {
      if (error instanceof ApiError && error.status === 412) {
        const link = setupConflictLink('setup-sheet', id, { mine: body, baseVersion: version });
        navigate(link.to, { state: link.state });
        return;
      }
      failureToast('Failed to write the gearing', error);
    },
  });
  if (!sheet.data) return null;
  const { name, version } = sheet.data;
  const fits = gearing?.gearingClass === sheetClass;
  const body = gearing && fits ? sheetGearingBody(gearing) : null;
  const held = body !== null && holdsGearing(sheet.data as unknown as Record<string, unknown>, body);
  const why = !gearing
    ? 'Fix the fields marked above to write them to the sheet.'
    : !fits
      ? `“${name}” is for a ${GEARING_CLASS_INFO[sheetClass].label} car: choose that class to write to it.`
      : held
        ? `“${name}” already has these gears.`
        : `Saves pinion, spur, ratio and tyre to “${name}” as a new version; History can undo it.`;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-input p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!body || held || write.isPending}
          onClick={() =>
            body &&
            gearing &&
            write.mutate({
              id: sheetId,
              version,
              body: { ...body, changeSource: 'gearing', changeNote: gearingNote(gearing) },
            })
          }
        >
          <Save aria-hidden="true" className="size-4" />
          {write.isPending ? 'Saving…' : 'Write to setup sheet'}
        </Button>
        <Link to={setupHref('setup-sheet', sheetId)} className={`${LINK} text-sm`}>
          Open “{name}”
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{why}</p>
      {write.data && <Written sheet={write.data} />}
    </div>
  );
}
