import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DECODER_PROTOCOL_LABELS,
  DECODER_PROTOCOLS,
  type Decoder,
  type DecoderInput,
  decoderInputSchema,
} from '../../../../shared/schemas/club';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useAddDecoder, useUpdateDecoder } from '../lib/use-club-mutations';

type Output = z.output<typeof decoderInputSchema>;

const NEW_DECODER: DecoderInput = {
  name: '',
  protocol: 'p3',
  host: '',
  port: 5403,
  closeAfterS: 120,
  minLapMs: 5000,
  enabled: true,
};

const inputOf = (d: Decoder): DecoderInput => ({
  name: d.name,
  protocol: d.protocol,
  host: d.host,
  port: d.port,
  closeAfterS: d.closeAfterS,
  minLapMs: d.minLapMs,
  enabled: d.enabled,
});

/** A number field's text as the schema's number (an empty box is NaN, which the schema names). */
const asNumber = { setValueAs: (v: unknown) => (v === '' || v == null ? Number.NaN : Number(v)) };

function DecoderForm({ clubId, decoder, onDone }: { clubId: number; decoder?: Decoder; onDone: () => void }) {
  const form = useForm<DecoderInput, unknown, Output>({
    resolver: zodResolver(decoderInputSchema),
    defaultValues: decoder ? inputOf(decoder) : NEW_DECODER,
  });
  const add = useAddDecoder(clubId);
  const update = useUpdateDecoder(clubId, decoder?.id ?? 0);
  const save = decoder ? update : add;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={decoder ? 'Edit decoder' : 'Add decoder'}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }))}
    >
      <TextField
        label="Name"
        autoComplete="off"
        placeholder="e.g. Main loop"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField label="Protocol" error={errors.protocol?.message} {...form.register('protocol')}>
        {DECODER_PROTOCOLS.map((p) => (
          <option key={p} value={p}>
            {DECODER_PROTOCOL_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Host"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="192.168.1.50"
          hint="The decoder’s address on the track’s network."
          error={errors.host?.message}
          {...form.register('host')}
        />
        <TextField
          label="Port"
          type="number"
          inputMode="numeric"
          error={errors.port?.message}
          {...form.register('port', asNumber)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Close a run after"
          type="number"
          inputMode="numeric"
          unit="s"
          hint="With no passing for this long, the run is complete."
          error={errors.closeAfterS?.message}
          {...form.register('closeAfterS', asNumber)}
        />
        <TextField
          label="Shortest lap"
          type="number"
          inputMode="numeric"
          unit="ms"
          hint="A passing sooner than this after the last is not a lap."
          error={errors.minLapMs?.message}
          {...form.register('minLapMs', asNumber)}
        />
      </div>
      <label className="flex min-h-10 items-center gap-3 font-medium">
        <input type="checkbox" className="size-5 accent-primary" {...form.register('enabled')} />
        Enabled: connect to it and read passings
      </label>
      <CancelAndSubmit
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={decoder ? 'Save decoder' : 'Add decoder'}
      />
    </form>
  );
}

/** Add decoder and Edit decoder. */
export function DecoderDialog({
  open,
  onOpenChange,
  clubId,
  decoder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId: number;
  decoder?: Decoder;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={decoder ? `Edit ${decoder.name}` : 'Add decoder'}
      description="The timing decoder at the club’s track: its passings become live laps for members whose transponder it hears."
    >
      {open && <DecoderForm clubId={clubId} decoder={decoder} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
