import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ClubDetail, SourceStatus } from '../../../../shared/schemas/club';
import { clubSourceInputSchema } from '../../../../shared/schemas/follow';
import { SourceState, shortAddress } from '../../../components/sources/source-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useAddSource, useRemoveSource } from '../lib/use-club-mutations';
import { Section } from './section';

type SourceInput = z.input<typeof clubSourceInputSchema>;

function AddSourceForm({ clubId }: { clubId: number }) {
  const form = useForm<SourceInput, unknown, z.output<typeof clubSourceInputSchema>>({
    resolver: zodResolver(clubSourceInputSchema),
    defaultValues: { url: '' },
  });
  const add = useAddSource(clubId);
  return (
    <form
      noValidate
      aria-label="Add a results address"
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
    >
      <TextField
        label="Results address"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        className="flex-1"
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add address'}
      </Button>
    </form>
  );
}

function SourceItem({ clubId, source, admin }: { clubId: number; source: SourceStatus; admin: boolean }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveSource(clubId);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <SourceState source={source} />
      {admin && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          trigger={
            <Button variant="danger-ghost" size="sm" className="self-start sm:self-center">
              Remove<span className="sr-only"> {shortAddress(source.url)}</span>
            </Button>
          }
          title="Remove this results address?"
          description="Runs that already arrived stay; no new races of it are read for the club’s members."
          confirmLabel="Remove"
          pending={remove.isPending}
          pendingLabel="Removing..."
          onConfirm={() => remove.mutate(source.id, { onSettled: () => setAsking(false) })}
        />
      )}
    </li>
  );
}

/** The results pages the club publishes; every member follows them. Only its admins change them. */
export function ClubSources({ club }: { club: ClubDetail }) {
  const admin = club.myRole === 'admin';
  return (
    <Section
      title="Results addresses"
      description="The club’s published results. Every member follows them: new races are read every minute and reach each racer by their transponder."
    >
      {club.sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">No results address yet.</p>
      ) : (
        <ul aria-label="Results addresses">
          {club.sources.map((source) => (
            <SourceItem key={source.id} clubId={club.id} source={source} admin={admin} />
          ))}
        </ul>
      )}
      {admin && <AddSourceForm clubId={club.id} />}
    </Section>
  );
}
