import { Save } from 'lucide-react';
import { Fragment, useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import { AttachmentField } from '../../../components/setups/attachment-field';
import { EditorActions } from '../../../components/setups/editor-card';
import { InstalledField } from '../../../components/setups/installed-field';
import { Button } from '../../../components/ui/button';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupConflict } from '../../../lib/setup-conflict';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { findCar } from '../lib/setup-display';
import { useSetupEditor } from '../lib/use-setup-editor';
import { ConflictResolver } from './conflict-resolver';
import { DeleteSetupButton } from './delete-setup-button';
import { DraftNotices } from './draft-notices';
import { SaveAsNewButton } from './save-as-new-button';
import { ChangeNoteField, SaveConflictNotice } from './save-reason';
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
  /** "Save as new" made another setup: open it. */
  onSavedAsNew: (id: number) => void;
  /** Cancel: the read view of a stored setup, or nothing selected for a new one. */
  onCancel: () => void;
  onDeleted: () => void;
  /** Open the editor afresh on the stored setup (a save refused as stale), keeping the reason typed. */
  onReload?: (changeNote: string) => void;
  /** Opened afresh that way: the draft's offer is brought into view, the reason kept. */
  reopened?: { changeNote: string };
  /** A queued edit refused as stale, to resolve (lib/setup-conflict.ts). */
  incoming?: SetupConflict;
  /** The editor has read `incoming`: it is not handed over again. */
  onIncomingTaken?: () => void;
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
  onSavedAsNew,
  onCancel,
  onDeleted,
  onReload,
  reopened,
  incoming,
  onIncomingTaken,
}: SetupFormProps<S, V>) {
  const formId = useId();
  const editor = useSetupEditor({ kind, setup, user, defaultCar, onSaved, onReload, reopened, incoming });
  const { form, draft } = editor;
  // Read once, when the editor opened (its state holds it from now on).
  const tookIncoming = useRef(incoming !== undefined);
  useEffect(() => {
    if (tookIncoming.current) onIncomingTaken?.();
    tookIncoming.current = false;
  }, [onIncomingTaken]);
  const [fileUrl, fileType, fileName] = useWatch({
    control: form.control,
    name: ['fileUrl', 'fileType', 'fileName'],
  });
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
      <DraftNotices draft={draft} updatedAt={setup?.updatedAt} reveal={reopened !== undefined} />
      <form
        ref={editor.formRef}
        id={formId}
        noValidate
        aria-label={kind.texts.form}
        className="flex flex-col gap-6"
        onSubmit={editor.submit}
      >
        {kind.attachment.first ? attachment : details}
        {kind.attachment.first ? details : attachment}
        <SetupTuning kind={kind} form={form} cars={cars} id={`${formId}-tuning`} setupId={setup?.id} />
      </form>

      {setup && (
        <>
          <InstalledField
            checked={setup.isCurrentlyInstalled}
            pending={editor.pending}
            disabledReason={setup.rcCarId === null ? NO_CAR_REASON : undefined}
            savesChanges={editor.isDirty}
            onInstall={editor.install}
            onUninstall={() => void editor.uninstall()}
          />
          <SaveAsNewButton
            kind={kind}
            form={form}
            validate={editor.validate}
            disabled={editor.saving}
            onSaved={(copy) => {
              editor.abandon();
              onSavedAsNew(copy.id);
            }}
          />
          {Extras && <Extras setup={setup} car={findCar(cars, setup.rcCarId)} user={user} />}
          <ChangeNoteField value={editor.changeNote} onChange={editor.setChangeNote} />
          {editor.conflict && (
            <Fragment key={editor.conflict.count}>
              <SaveConflictNotice
                message={editor.conflict.message}
                onReload={editor.conflict.queued ? undefined : editor.reload}
              />
              <ConflictResolver
                kind={kind}
                setup={setup}
                cars={cars}
                conflict={editor.conflict}
                saving={editor.saving}
                onSave={editor.saveMerged}
                onCancel={editor.cancelConflict}
              />
            </Fragment>
          )}
        </>
      )}

      <EditorActions>
        {setup && (
          <DeleteSetupButton
            kind={kind}
            setup={setup}
            onDeleted={() => {
              editor.abandon();
              onDeleted();
            }}
          />
        )}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={editor.saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={editor.saving}>
            <Save aria-hidden="true" className="size-4" />
            {editor.saving ? 'Saving...' : kind.texts.save}
          </Button>
        </div>
      </EditorActions>
    </div>
  );
}
