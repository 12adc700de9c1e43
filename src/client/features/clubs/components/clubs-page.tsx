import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Club } from '../../../../shared/schemas/club';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/form-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { clubsQuery } from '../../../lib/resources/clubs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateClub } from '../lib/use-club-mutations';
import { clubFacts, roleLabel } from './club-facts';
import { ClubFormDialog } from './club-form-dialog';

const SEARCH_PAUSE_MS = 300;

function ClubLink({ club }: { club: Club }) {
  return (
    <li>
      <Link
        to={`/clubs/${club.id}`}
        className="flex items-center justify-between gap-3 rounded-md border border-border bg-card px-4 py-3 hover:bg-muted"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{club.name}</span>
          <span className="text-sm text-muted-foreground">{clubFacts(club)}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
          {club.myRole && <span className="font-medium text-primary">{roleLabel(club.myRole)}</span>}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </li>
  );
}

/** /clubs: the racer's clubs first, then clubs found by name; join one or create one. */
export function ClubsPage() {
  useDocumentTitle('Clubs');
  const [search, setSearch] = useState('');
  // Each search costs a request: the list follows once typing pauses, not on every key.
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim().slice(0, 100)), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  const clubs = useQuery({ ...clubsQuery(q), placeholderData: (previous) => previous });
  const [creating, setCreating] = useState(false);
  const create = useCreateClub();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PageHeading title="Clubs">
          Join the club whose track you race at: its decoder’s laps and its published results reach you by
          your transponder.
        </PageHeading>
        <Button className="mb-6" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New club
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        <TextField
          label="Find a club"
          type="search"
          placeholder="Club name"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        {clubs.isPending ? (
          <Spinner label="Loading clubs" />
        ) : clubs.isError ? (
          <FormError message="Failed to load clubs" />
        ) : clubs.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
            {q ? `No club is called “${q}”. Create it if it is yours.` : 'No clubs yet. Create the first.'}
          </p>
        ) : (
          <ul aria-label="Clubs" className="flex flex-col gap-2">
            {clubs.data.map((club) => (
              <ClubLink key={club.id} club={club} />
            ))}
          </ul>
        )}
      </div>
      <ClubFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="New club"
        description="You become its admin: you add its results addresses and its track’s decoders."
        initial={{ name: q, trackName: '', surface: '' }}
        submitLabel="Create club"
        pending={create.isPending}
        onSubmit={(values, done) => create.mutate(values, { onSuccess: done })}
      />
    </div>
  );
}
