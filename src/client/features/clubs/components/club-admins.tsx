import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { clubAdminInputSchema } from '../../../../shared/schemas/club';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useMakeAdmin } from '../lib/use-club-mutations';
import { Section } from './section';

type Input = z.input<typeof clubAdminInputSchema>;

/** An admin makes a member an admin by their username (the server refuses one who is not a member). */
export function ClubAdmins({ clubId }: { clubId: number }) {
  const form = useForm<Input, unknown, z.output<typeof clubAdminInputSchema>>({
    resolver: zodResolver(clubAdminInputSchema),
    defaultValues: { username: '' },
  });
  const makeAdmin = useMakeAdmin(clubId);
  return (
    <Section title="Admins" description="Admins edit the club and change its results addresses and decoders.">
      <form
        noValidate
        aria-label="Make a member admin"
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((values) => makeAdmin.mutate(values, { onSuccess: () => form.reset() }))}
      >
        <TextField
          label="Member’s username"
          autoComplete="off"
          autoCapitalize="none"
          className="flex-1"
          error={form.formState.errors.username?.message}
          {...form.register('username')}
        />
        <Button type="submit" className="sm:mt-7" disabled={makeAdmin.isPending}>
          {makeAdmin.isPending ? 'Saving...' : 'Make admin'}
        </Button>
      </form>
    </Section>
  );
}
