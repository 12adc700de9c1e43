import { Car as CarIcon, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type { User } from '../../../../shared/schemas/user';
import { EditorCard, EditorPlaceholder } from '../../../components/setups/editor-card';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { editorTitle } from '../lib/sheet-display';
import type { SheetSelection } from '../lib/use-sheet-selection';
import { SheetForm } from './sheet-form';

interface SheetEditorProps {
  selection: SheetSelection;
  /** The selected sheet once the list has it. */
  sheet: SetupSheet | undefined;
  cars: readonly Car[];
  loading: boolean;
  user: User;
  defaultCar: Car | undefined;
  onSaved: (id: number) => void;
  onClose: () => void;
}

/** SPEC §2: creating without a vehicle leads to the fleet first. */
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

/** The editor area in each of SPEC §4's modes: nothing selected, a new sheet, or one being edited. */
export function SheetEditor({
  selection,
  sheet,
  cars,
  loading,
  user,
  defaultCar,
  onSaved,
  onClose,
}: SheetEditorProps) {
  if (loading && selection.mode !== 'none') return <Spinner label="Loading setup sheet" />;
  if (selection.mode === 'new') {
    if (cars.length === 0) return <AddVehicleFirst onBack={onClose} />;
    return (
      <EditorCard title="Create New Setup Sheet" onBack={onClose}>
        <SheetForm
          key="new"
          cars={cars}
          user={user}
          defaultCar={defaultCar}
          onSaved={onSaved}
          onClose={onClose}
        />
      </EditorCard>
    );
  }
  if (sheet) {
    return (
      <EditorCard title={editorTitle(sheet, cars)} onBack={onClose}>
        {/* Keyed by sheet, so opening another one starts a fresh form. */}
        <SheetForm key={sheet.id} sheet={sheet} cars={cars} user={user} onSaved={onSaved} onClose={onClose} />
      </EditorCard>
    );
  }
  return (
    <EditorPlaceholder title="Select a Setup Sheet">
      Choose a setup sheet from the list to view or edit it, or create a new one.
    </EditorPlaceholder>
  );
}
