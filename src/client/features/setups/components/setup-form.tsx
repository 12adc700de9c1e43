import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import { AttachmentField } from '../../../components/setups/attachment-field';
import { EditorActions } from '../../../components/setups/editor-card';
import { InstalledField } from '../../../components/setups/installed-field';
import { Button } from '../../../components/ui/button';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { findCar } from '../lib/setup-display';
import { type SetupFormValues, setupFormValues, setupResolver } from '../lib/setup-form';
import { useInstallSetup, useSaveSetup } from '../lib/use-setup-mutations';
import { DeleteSetupButton } from './delete-setup-button';
import { SetupDetailsFields } from './setup-details-fields';
import { SetupTuning } from './setup-tuning';

interface SetupFormProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  /** The setup being edited; absent when creating. */
  setup?: S;
  cars: readonly Car[];
  user: User;
  /** The car a new setup starts on (the list's filter, else the first car). */
  defaultCar?: Car;
  onSaved: (id: number) => void;
  onClose: () => void;
}

/**
 * Installed needs a car: the server refuses it, so the box says why before the racer tries. One wording
 * for both kinds: the project's word is car (as is the ESC editor's field), and SPEC leaves this text open.
 */
export const NO_CAR_REASON = 'Choose a car and save before marking this setup as installed.';

/** The editor of either kind: file, details, every tuning field, installed, the kind's extras, buttons. */
export function SetupForm<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  cars,
  user,
  defaultCar,
  onSaved,
  onClose,
}: SetupFormProps<S, V>) {
  const formId = useId();
  const resolver = useMemo(() => setupResolver(kind), [kind]);
  const form = useForm<SetupFormValues, unknown, V>({
    resolver,
    defaultValues: setupFormValues(kind, setup, {
      car: setup ? undefined : defaultCar,
      username: user.username,
    }),
  });
  const save = useSaveSetup(kind, setup);
  const install = useInstallSetup(kind, setup?.id ?? 0);
  const [fileUrl, fileType, fileName] = useWatch({
    control: form.control,
    name: ['fileUrl', 'fileType', 'fileName'],
  });

  const persist = (values: V) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(setupFormValues(kind, saved, { car: undefined, username: user.username }));
        onSaved(saved.id);
      },
    });
  // SPEC §4: unticking saves false at once, together with what the form holds now.
  const uninstall = form.handleSubmit((values) => persist({ ...values, isCurrentlyInstalled: false }));
  const set = (name: string, value: string | boolean | null) =>
    form.setValue(name, value, { shouldDirty: true });

  const attachment = (
    <AttachmentField
      label={kind.attachment.label}
      description={kind.attachment.description}
      file={{ url: fileUrl, type: fileType, name: fileName }}
      onUploaded={(uploaded) => {
        set('fileUrl', uploaded.url);
        set('fileType', uploaded.mimetype);
        set('fileName', uploaded.originalFilename);
        // SPEC §4: a file on a car setup sheet is the manufacturer's sheet (an ESC file is not).
        if (kind.attachment.setsManufacturerSheet) set('useManufacturerSheet', true);
      }}
      onRemove={() => {
        set('fileUrl', null);
        set('fileType', null);
        set('fileName', null);
        set('useManufacturerSheet', false);
      }}
    />
  );
  const details = <SetupDetailsFields kind={kind} form={form} cars={cars} setup={setup} />;
  const Extras = kind.Extras;

  return (
    <div className="flex flex-col gap-6">
      <form
        id={formId}
        noValidate
        aria-label={kind.texts.form}
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit(persist)}
      >
        {kind.attachment.first ? attachment : details}
        {kind.attachment.first ? details : attachment}
        <SetupTuning kind={kind} form={form} cars={cars} id={`${formId}-tuning`} />
      </form>

      {setup && (
        <>
          <InstalledField
            checked={setup.isCurrentlyInstalled}
            pending={install.isPending || save.isPending}
            disabledReason={setup.rcCarId === null ? NO_CAR_REASON : undefined}
            onInstall={() => install.mutate()}
            onUninstall={() => void uninstall()}
          />
          {Extras && <Extras setup={setup} car={findCar(cars, setup.rcCarId)} user={user} />}
        </>
      )}

      <EditorActions>
        {setup && <DeleteSetupButton kind={kind} setup={setup} onDeleted={onClose} />}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving...' : kind.texts.save}
          </Button>
        </div>
      </EditorActions>
    </div>
  );
}
