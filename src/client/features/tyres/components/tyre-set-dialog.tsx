import { useForm } from 'react-hook-form';
import {
  TYRE_POSITION_LABELS,
  TYRE_POSITIONS,
  type TyreSet,
  type TyreSetValues,
} from '../../../../shared/schemas/tyre-set';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { NEW_TYRE_SET, type TyreSetFormValues, tyreSetResolver, tyreSetValues } from '../lib/tyre-set-form';
import { useAddTyreSet, useUpdateTyreSet } from '../lib/use-tyre-set-mutations';

const TEXT_FIELDS = [
  { name: 'brand', label: 'Brand', placeholder: 'e.g. Pro-Line, JConcepts, AKA' },
  { name: 'compound', label: 'Compound (optional)', placeholder: 'e.g. M3 Soft, Green' },
  { name: 'insert', label: 'Insert (optional)', placeholder: 'e.g. Closed cell' },
  { name: 'wheel', label: 'Wheel (optional)', placeholder: 'e.g. Dish, white' },
] as const;

function TyreSetForm({ set, onDone }: { set: TyreSet | null; onDone: () => void }) {
  const form = useForm<TyreSetFormValues, unknown, TyreSetValues>({
    resolver: tyreSetResolver,
    defaultValues: set ? tyreSetValues(set) : NEW_TYRE_SET,
  });
  const add = useAddTyreSet();
  const update = useUpdateTyreSet(set?.id ?? 0);
  const save = set ? update : add;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={set ? 'Edit tyre set' : 'Add tyre set'}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, placeholder }) => (
          <TextField
            key={name}
            label={label}
            autoComplete="off"
            placeholder={placeholder}
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        <SelectField label="Position" error={errors.position?.message} {...form.register('position')}>
          {TYRE_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {TYRE_POSITION_LABELS[position]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Glued on (optional)"
          type="date"
          error={errors.gluedOn?.message}
          {...form.register('gluedOn')}
        />
        <TextField
          label="Cost (optional)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.cost?.message}
          {...form.register('cost')}
        />
      </div>
      <TextareaField label="Notes (optional)" error={errors.notes?.message} {...form.register('notes')} />
      {set && (
        <label className="flex items-center gap-3">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('retired')} />
          <span>Retired (worn out: kept with its runs, hidden from the run forms)</span>
        </label>
      )}
      <CancelAndSubmit
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={set ? 'Save tyre set' : 'Add tyre set'}
      />
    </form>
  );
}

/** Add tyre set (`set` null) or Edit tyre set; open while `open`. */
export function TyreSetDialog({
  open,
  set,
  onClose,
}: {
  open: boolean;
  set: TyreSet | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={set ? 'Edit tyre set' : 'Add tyre set'}
      description="Brand, compound, insert and wheel, as glued. Runs that name the set count its laps."
      className="sm:max-w-2xl"
    >
      {open && <TyreSetForm key={set?.id ?? 'new'} set={set} onDone={onClose} />}
    </Dialog>
  );
}
