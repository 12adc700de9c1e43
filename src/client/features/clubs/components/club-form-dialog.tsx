import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ClubInput, clubInputSchema } from '../../../../shared/schemas/club';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';

type Output = z.output<typeof clubInputSchema>;

interface ClubFormProps {
  initial: ClubInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: Output, done: () => void) => void;
  onDone: () => void;
}

function ClubForm({ initial, submitLabel, pending, onSubmit, onDone }: ClubFormProps) {
  const form = useForm<ClubInput, unknown, Output>({
    resolver: zodResolver(clubInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values, onDone))}
    >
      <TextField
        label="Club name"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Track name"
        autoComplete="off"
        error={errors.trackName?.message}
        {...form.register('trackName')}
      />
      <TextField
        label="Surface (optional)"
        autoComplete="off"
        placeholder="e.g. Clay, Carpet, Astro"
        error={errors.surface?.message}
        {...form.register('surface')}
      />
      <CancelAndSubmit onCancel={onDone} pending={pending} submitLabel={submitLabel} />
    </form>
  );
}

interface ClubFormDialogProps extends Omit<ClubFormProps, 'onDone'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
}

/** New club and Edit club: name, track and surface. */
export function ClubFormDialog({ open, onOpenChange, title, description, ...form }: ClubFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open && <ClubForm {...form} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
