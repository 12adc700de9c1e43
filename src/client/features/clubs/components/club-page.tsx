import { ArrowLeft, LogIn, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClubDetail } from '../../../../shared/schemas/club';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useClub } from '../../../lib/resources/clubs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJoinClub, useLeaveClub, useUpdateClub } from '../lib/use-club-mutations';
import { ClubAdmins } from './club-admins';
import { ClubDecoders } from './club-decoders';
import { clubFacts, roleLabel } from './club-facts';
import { ClubFormDialog } from './club-form-dialog';
import { ClubSources } from './club-sources';

const BACK_LINK = 'inline-flex w-fit items-center gap-1 text-sm text-primary underline underline-offset-4';

function Membership({ club }: { club: ClubDetail }) {
  const join = useJoinClub(club.id);
  const leave = useLeaveClub(club.id);
  const update = useUpdateClub(club.id);
  const [leaving, setLeaving] = useState(false);
  const [editing, setEditing] = useState(false);
  if (!club.myRole) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button disabled={join.isPending} onClick={() => join.mutate()}>
          <LogIn aria-hidden="true" className="size-4" />
          {join.isPending ? 'Joining...' : 'Join this club'}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {club.myRole === 'admin' && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit club
        </Button>
      )}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        trigger={<Button variant="danger-ghost">Leave club</Button>}
        title={`Leave ${club.name}?`}
        description="Its decoder no longer finds your laps, and its results no longer arrive for you. You can join again."
        confirmLabel="Leave club"
        pending={leave.isPending}
        pendingLabel="Leaving..."
        onConfirm={() => leave.mutate(undefined, { onSettled: () => setLeaving(false) })}
      />
      <ClubFormDialog
        open={editing}
        onOpenChange={setEditing}
        title="Edit club"
        description="Its name, its track and the track’s surface."
        initial={{ name: club.name, trackName: club.trackName, surface: club.surface ?? '' }}
        submitLabel="Save club"
        pending={update.isPending}
        onSubmit={(values, done) => update.mutate(values, { onSuccess: done })}
      />
    </div>
  );
}

function ClubView({ club }: { club: ClubDetail }) {
  useDocumentTitle(club.name);
  const admin = club.myRole === 'admin';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/clubs" className={BACK_LINK}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Clubs
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{club.name}</h1>
        <p className="text-muted-foreground">{clubFacts(club)}</p>
        <p className="text-sm">
          {club.myRole ? (
            <>
              Your role: <strong>{roleLabel(club.myRole)}</strong>
            </>
          ) : (
            'You are not a member: join to be matched by its decoder and its results.'
          )}
        </p>
        <Membership club={club} />
      </div>
      <ClubSources club={club} />
      {admin && <ClubDecoders club={club} />}
      {admin && <ClubAdmins clubId={club.id} />}
    </div>
  );
}

/** /clubs/:id: a club, joining and leaving it, and for its admins its sources, decoders and admins. */
export function ClubPage({ id }: { id: number }) {
  const club = useClub(id);
  if (club.isPending) return <Spinner label="Loading the club" />;
  if (club.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Club not found</h1>
        <FormError message="This club does not exist (any more)." />
        <Link to="/clubs" className={BACK_LINK}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Clubs
        </Link>
      </div>
    );
  }
  return <ClubView club={club.data} />;
}
