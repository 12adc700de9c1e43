import { Car as CarIcon, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import { EditorCard, EditorPlaceholder } from '../../../components/setups/editor-card';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import type { SetupSelection } from '../lib/setup-selection';
import { SetupForm } from './setup-form';

interface SetupEditorProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  selection: SetupSelection;
  /** The selected setup once the list has it. */
  setup: S | undefined;
  cars: readonly Car[];
  loading: boolean;
  user: User;
  defaultCar: Car | undefined;
  onSaved: (id: number) => void;
  onClose: () => void;
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
        <Link to="/fleet?add=1" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Vehicle
        </Link>
      </div>
    </Card>
  );
}

/** The editor area in each of SPEC §4's modes: nothing selected, a new setup, or one being edited. */
export function SetupEditor<S extends SetupRecord, V extends SetupBody>({
  kind,
  selection,
  setup,
  cars,
  loading,
  user,
  defaultCar,
  onSaved,
  onClose,
}: SetupEditorProps<S, V>) {
  if (loading && selection.mode !== 'none') return <Spinner label={kind.texts.loading} />;
  const formProps = { kind, cars, user, onSaved, onClose };
  if (selection.mode === 'new') {
    if (kind.needsCarToCreate && cars.length === 0) return <AddVehicleFirst onBack={onClose} />;
    return (
      <EditorCard title={kind.texts.newTitle} onBack={onClose}>
        <SetupForm key="new" defaultCar={defaultCar} {...formProps} />
      </EditorCard>
    );
  }
  if (setup) {
    return (
      <EditorCard title={kind.editTitle(setup, cars)} onBack={onClose}>
        {/* Keyed by setup, so opening another one starts a fresh form. */}
        <SetupForm key={setup.id} setup={setup} {...formProps} />
      </EditorCard>
    );
  }
  return (
    <EditorPlaceholder title={kind.texts.placeholderTitle}>{kind.texts.placeholderText}</EditorPlaceholder>
  );
}
