import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { type ClubDetail, DECODER_PROTOCOL_LABELS, type Decoder } from '../../../../shared/schemas/club';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoment } from '../../../lib/local-dates';
import { useRemoveDecoder } from '../lib/use-club-mutations';
import { DecoderDialog } from './decoder-dialog';
import { Section } from './section';

function DecoderItem({ clubId, decoder }: { clubId: number; decoder: Decoder }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = useRemoveDecoder(clubId);
  const seen = decoder.lastSeenAt
    ? `Last heard ${formatMoment(new Date(decoder.lastSeenAt))}`
    : 'Not heard yet';
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium break-words">
          {decoder.name}
          {!decoder.enabled && <span className="ml-2 text-sm font-normal text-muted-foreground">(off)</span>}
        </p>
        <p className="text-sm text-muted-foreground">{seen}</p>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {DECODER_PROTOCOL_LABELS[decoder.protocol]} · {decoder.host}:{decoder.port} · closes a run after{' '}
        {decoder.closeAfterS} s · shortest lap {decoder.minLapMs} ms
      </p>
      {decoder.lastError && <p className="text-sm text-danger-text">Last problem: {decoder.lastError}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {decoder.name}</span>
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          trigger={
            <Button variant="danger-ghost" size="sm">
              Remove<span className="sr-only"> {decoder.name}</span>
            </Button>
          }
          title={`Remove ${decoder.name}?`}
          description="Runs it already made stay. The app stops listening to it."
          confirmLabel="Remove"
          pending={remove.isPending}
          pendingLabel="Removing..."
          onConfirm={() => remove.mutate(decoder.id, { onSettled: () => setAsking(false) })}
        />
      </div>
      <DecoderDialog open={editing} onOpenChange={setEditing} clubId={clubId} decoder={decoder} />
    </li>
  );
}

/** The track's decoders (admins only: their network addresses are the admins' concern). */
export function ClubDecoders({ club }: { club: ClubDetail }) {
  const [adding, setAdding] = useState(false);
  return (
    <Section
      title="Decoders"
      description="Passings a decoder hears become live laps on the phone of the member whose transponder it is."
      action={
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add decoder
        </Button>
      }
    >
      {club.decoders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No decoder yet.</p>
      ) : (
        <ul aria-label="Decoders">
          {club.decoders.map((decoder) => (
            <DecoderItem key={decoder.id} clubId={club.id} decoder={decoder} />
          ))}
        </ul>
      )}
      <DecoderDialog open={adding} onOpenChange={setAdding} clubId={club.id} />
    </Section>
  );
}
