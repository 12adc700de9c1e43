import { Car as CarIcon, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import { EditorCard, EditorPlaceholder } from '../../../components/setups/editor-card';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { draftKey, readDraft } from '../../../lib/local-drafts';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupConflict } from '../../../lib/setup-conflict';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { type SetupSelection, selectedId } from '../lib/setup-selection';
import { AddVehicleLink } from './add-vehicle-link';
import { SetupForm } from './setup-form';
import { SetupReadView } from './setup-read-view';

interface SetupEditorProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  selection: SetupSelection;
  /** The selected setup once the list has it. */
  setup: S | undefined;
  cars: readonly Car[];
  loading: boolean;
  /** The list could not be loaded: an id in the URL is then not known to be missing. */
  failed: boolean;
  user: User;
  defaultCar: Car | undefined;
  onEdit: (id: number) => void;
  onSaved: (id: number) => void;
  onSavedAsNew: (id: number) => void;
  /** Leave a stored setup's editor for its read view. */
  onCloseEditor: (id: number) => void;
  onClose: () => void;
  /** A queued edit refused as stale, for the editor of `setup` to resolve (lib/setup-conflict.ts). */
  incoming?: SetupConflict;
  /** Changes with each hand-over, so the editor opens afresh for it. */
  incomingKey?: string;
  onIncomingTaken?: () => void;
}

/** SPEC §2: creating a car setup sheet without a vehicle leads to the fleet first. */
function AddVehicleFirst({ onBack }: { onBack: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <CarIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Add a Vehicle First</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        A setup sheet belongs to one of your cars. Add it to your fleet, then come back to write its setup.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
        <AddVehicleLink />
      </div>
    </Card>
  );
}

/** An id in the URL that is not among the racer's setups (deleted, mistyped, or someone else's). */
function SetupNotFound({ title, text, onBack }: { title: string; text: string; onBack: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 data-editor-title tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button variant="secondary" onClick={onBack}>
        Back to list
      </Button>
    </Card>
  );
}

/**
 * The editor area in each of SPEC §4's modes: nothing selected, a new setup, or a stored one to read
 * (the default) or edit.
 */
export function SetupEditor<S extends SetupRecord, V extends SetupBody>(props: SetupEditorProps<S, V>) {
  const { kind, selection, setup, cars, loading, failed, user, onClose } = props;
  // Set to open the editor afresh on the stored setup after a save was refused as stale.
  const [reopened, setReopened] = useState<{ count: number; changeNote: string }>();
  if (loading && selection.mode !== 'none') return <Spinner label={kind.texts.loading} />;
  const formProps = { kind, cars, user, onSaved: props.onSaved, onSavedAsNew: props.onSavedAsNew };
  if (selection.mode === 'new') {
    if (kind.needsCarToCreate && cars.length === 0) return <AddVehicleFirst onBack={onClose} />;
    return (
      <EditorCard title={kind.texts.newTitle} onBack={onClose}>
        <SetupForm
          key="new"
          defaultCar={props.defaultCar}
          onCancel={onClose}
          onDeleted={onClose}
          {...formProps}
        />
      </EditorCard>
    );
  }
  const id = selectedId(selection);
  if (id !== undefined && !setup && !failed) {
    return (
      <SetupNotFound title={kind.texts.notFoundTitle} text={kind.texts.notFoundText(id)} onBack={onClose} />
    );
  }
  if (setup && selection.mode === 'view') {
    return (
      <SetupReadView
        kind={kind}
        setup={setup}
        cars={cars}
        draftSavedAt={readDraft(draftKey(user.id, kind.tab, setup.id))?.savedAt}
        onEdit={() => props.onEdit(setup.id)}
        onBack={onClose}
      />
    );
  }
  if (setup) {
    return (
      <EditorCard title={kind.editTitle(setup, cars)} onBack={onClose}>
        {/* Keyed by setup, so opening another one starts a fresh form. */}
        <SetupForm
          key={`${setup.id}-${reopened?.count ?? 0}-${props.incomingKey ?? ''}`}
          setup={setup}
          reopened={reopened}
          incoming={props.incoming}
          onIncomingTaken={props.onIncomingTaken}
          onReload={(changeNote) => setReopened({ count: (reopened?.count ?? 0) + 1, changeNote })}
          onCancel={() => props.onCloseEditor(setup.id)}
          onDeleted={onClose}
          {...formProps}
        />
      </EditorCard>
    );
  }
  return (
    <EditorPlaceholder title={kind.texts.placeholderTitle}>{kind.texts.placeholderText}</EditorPlaceholder>
  );
}
