import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SETUP_SHEET_SECTIONS, SETUP_SHEET_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet, SetupSheetValues } from '../../../../shared/schemas/setup-sheet';
import type { User } from '../../../../shared/schemas/user';
import { AttachmentField } from '../../../components/setups/attachment-field';
import { EditorActions } from '../../../components/setups/editor-card';
import { InstalledField } from '../../../components/setups/installed-field';
import { TuningBlock } from '../../../components/setups/tuning-fields';
import { Button } from '../../../components/ui/button';
import { useInstallSheet, useSaveSheet } from '../api/use-sheet-mutations';
import { findCar } from '../lib/sheet-display';
import { type SheetFormValues, sheetFormValues, sheetResolver } from '../lib/sheet-form';
import { CommunityPanel } from './community-panel';
import { DeleteSheetButton } from './delete-sheet-button';
import { SheetDetailsFields } from './sheet-details-fields';

interface SheetFormProps {
  /** The sheet being edited; absent when creating. */
  sheet?: SetupSheet;
  cars: readonly Car[];
  user: User;
  /** The car a new sheet starts on (the list's filter, else the first car). */
  defaultCar?: Car;
  onSaved: (id: number) => void;
  onClose: () => void;
}

/** Installed needs a car: the server refuses it, so the box says why before the racer tries. */
const NO_CAR_REASON = 'Choose a vehicle and save before marking this setup as installed.';

/** The car setup sheet editor: file, details, every tuning field, installed, sharing and the buttons. */
export function SheetForm({ sheet, cars, user, defaultCar, onSaved, onClose }: SheetFormProps) {
  const formId = useId();
  const form = useForm<SheetFormValues, unknown, SetupSheetValues>({
    resolver: sheetResolver,
    defaultValues: sheetFormValues(sheet, defaultCar),
  });
  const save = useSaveSheet(sheet);
  const install = useInstallSheet(sheet?.id ?? 0);
  const [fileUrl, fileType, fileName] = useWatch({
    control: form.control,
    name: ['fileUrl', 'fileType', 'fileName'],
  });
  const tuning = useWatch({ control: form.control, name: SETUP_SHEET_TUNING_KEYS });
  const tuningValues = Object.fromEntries(SETUP_SHEET_TUNING_KEYS.map((k, i) => [k, tuning[i]]));

  const persist = (values: SetupSheetValues) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(sheetFormValues(saved));
        onSaved(saved.id);
      },
    });
  const onSubmit = form.handleSubmit(persist);
  // SPEC §4: unticking saves false at once, together with what the form holds now.
  const uninstall = form.handleSubmit((values) => persist({ ...values, isCurrentlyInstalled: false }));
  const set = (name: keyof SheetFormValues, value: unknown) =>
    form.setValue(name, value as never, { shouldDirty: true });

  return (
    <div className="flex flex-col gap-6">
      <form
        id={formId}
        noValidate
        aria-label="Setup sheet"
        className="flex flex-col gap-6"
        onSubmit={onSubmit}
      >
        <AttachmentField
          label="Setup sheet file"
          description="Attach the manufacturer's setup sheet or a photo of yours."
          file={{ url: fileUrl, type: fileType, name: fileName }}
          onUploaded={(uploaded) => {
            set('fileUrl', uploaded.url);
            set('fileType', uploaded.mimetype);
            set('fileName', uploaded.originalFilename);
            // SPEC §4: a file on a car setup sheet is the manufacturer's sheet.
            set('useManufacturerSheet', true);
          }}
          onRemove={() => {
            set('fileUrl', null);
            set('fileType', null);
            set('fileName', null);
            set('useManufacturerSheet', false);
          }}
        />
        <SheetDetailsFields form={form} cars={cars} showVehicle={!sheet || sheet.rcCarId === null} />
        <TuningBlock
          id={`${formId}-tuning`}
          title="Tuning"
          hint="Every value is optional: write it the way your kit's sheet does."
          sections={SETUP_SHEET_SECTIONS}
          field={(key) => form.register(key as keyof SheetFormValues)}
          values={tuningValues}
          errors={form.formState.errors as Record<string, { message?: string }>}
        />
      </form>

      {sheet && (
        <>
          <InstalledField
            checked={sheet.isCurrentlyInstalled}
            pending={install.isPending || save.isPending}
            disabledReason={sheet.rcCarId === null ? NO_CAR_REASON : undefined}
            onInstall={() => install.mutate()}
            onUninstall={() => void uninstall()}
          />
          <CommunityPanel sheet={sheet} car={findCar(cars, sheet.rcCarId)} user={user} />
        </>
      )}

      <EditorActions>
        {sheet && <DeleteSheetButton sheet={sheet} onDeleted={onClose} />}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving...' : 'Save Setup'}
          </Button>
        </div>
      </EditorActions>
    </div>
  );
}
