import { Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ESC_SECTIONS, ESC_TUNING_KEYS } from '../../../../shared/constants/setup-fields';
import type { Car } from '../../../../shared/schemas/car';
import type { EscSetup, EscSetupValues } from '../../../../shared/schemas/esc-setup';
import { AttachmentField } from '../../../components/setups/attachment-field';
import { EditorActions } from '../../../components/setups/editor-card';
import { InstalledField } from '../../../components/setups/installed-field';
import { TuningBlock } from '../../../components/setups/tuning-fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteEsc, useInstallEsc, useSaveEsc } from '../api/use-esc-mutations';
import { type EscFormValues, escFormValues, escResolver } from '../lib/esc-form';
import { EscDetailsFields } from './esc-details-fields';

interface EscFormProps {
  esc?: EscSetup;
  cars: readonly Car[];
  username: string;
  onSaved: (id: number) => void;
  onClose: () => void;
}

const NO_CAR_REASON = 'Choose a car and save before marking this setup as installed.';

function DeleteEsc({ esc, onDeleted }: { esc: EscSetup; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEsc();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger-ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          {/* Icon only on a phone, so the sticky buttons fit one row; the name stays for screen readers. */}
          <span className="max-sm:sr-only">Delete</span>
        </Button>
      }
      title="Delete this ESC setup?"
      description={`'${esc.name}' and its attached file will be permanently deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(esc.id, { onSuccess: onDeleted, onSettled: () => setOpen(false) })}
    />
  );
}

/** The ESC editor: details, file, every ESC tuning field, installed, Delete and Save. */
export function EscForm({ esc, cars, username, onSaved, onClose }: EscFormProps) {
  const formId = useId();
  const form = useForm<EscFormValues, unknown, EscSetupValues>({
    resolver: escResolver,
    defaultValues: escFormValues(esc, username, esc ? undefined : cars[0]),
  });
  const save = useSaveEsc(esc);
  const install = useInstallEsc(esc?.id ?? 0);
  const [fileUrl, fileType, fileName] = useWatch({
    control: form.control,
    name: ['fileUrl', 'fileType', 'fileName'],
  });
  const tuning = useWatch({ control: form.control, name: ESC_TUNING_KEYS });
  const tuningValues = Object.fromEntries(ESC_TUNING_KEYS.map((k, i) => [k, tuning[i]]));

  const persist = (values: EscSetupValues) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(escFormValues(saved, username));
        onSaved(saved.id);
      },
    });
  const uninstall = form.handleSubmit((values) => persist({ ...values, isCurrentlyInstalled: false }));
  const set = (name: keyof EscFormValues, value: unknown) =>
    form.setValue(name, value as never, { shouldDirty: true });

  return (
    <div className="flex flex-col gap-6">
      <form
        id={formId}
        noValidate
        aria-label="ESC setup"
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit(persist)}
      >
        <EscDetailsFields form={form} cars={cars} />
        <AttachmentField
          label="ESC setup file"
          description="Attach a photo of the program card, a screenshot of the app or the manual's settings page."
          file={{ url: fileUrl, type: fileType, name: fileName }}
          // Unlike a car sheet, an ESC file does not switch useManufacturerSheet on (it defaults to true).
          onUploaded={(uploaded) => {
            set('fileUrl', uploaded.url);
            set('fileType', uploaded.mimetype);
            set('fileName', uploaded.originalFilename);
          }}
          onRemove={() => {
            set('fileUrl', null);
            set('fileType', null);
            set('fileName', null);
            set('useManufacturerSheet', false);
          }}
        />
        <TuningBlock
          id={`${formId}-tuning`}
          title="ESC settings"
          hint="As your programming card or app names them; every value is optional."
          sections={ESC_SECTIONS}
          field={(key) => form.register(key as keyof EscFormValues)}
          values={tuningValues}
          errors={form.formState.errors as Record<string, { message?: string }>}
        />
      </form>

      {esc && (
        <InstalledField
          checked={esc.isCurrentlyInstalled}
          pending={install.isPending || save.isPending}
          disabledReason={esc.rcCarId === null ? NO_CAR_REASON : undefined}
          onInstall={() => install.mutate()}
          onUninstall={() => void uninstall()}
        />
      )}

      <EditorActions>
        {esc && <DeleteEsc esc={esc} onDeleted={onClose} />}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </EditorActions>
    </div>
  );
}
