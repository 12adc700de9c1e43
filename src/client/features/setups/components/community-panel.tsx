import { Globe, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type { User } from '../../../../shared/schemas/user';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { highlightHref, useUnshareSheet } from '../lib/use-share';
import { ShareDialog } from './share-dialog';

interface CommunityPanelProps {
  setup: SetupSheet;
  car: Car | undefined;
  user: User;
}

function Unshare({ sheet }: { sheet: SetupSheet }) {
  const [open, setOpen] = useState(false);
  const unshare = useUnshareSheet(sheet.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          Unshare
        </Button>
      }
      title="Stop sharing this setup?"
      description="It will no longer be listed in Community Setups. Your setup sheet itself stays as it is."
      confirmLabel="Unshare"
      pendingLabel="Unsharing..."
      pending={unshare.isPending}
      onConfirm={() => unshare.mutate(undefined, { onSettled: () => setOpen(false) })}
    />
  );
}

/**
 * Sharing, which the spec's panel shows disabled and we ship working (DESIGN "Beyond the spec"): a private
 * sheet offers 'Share to Community'; a shared one says so, links to its community card and can be unshared.
 */
export function CommunityPanel({ setup: sheet, car, user }: CommunityPanelProps) {
  const [sharing, setSharing] = useState(false);
  return (
    <section
      aria-labelledby={`community-${sheet.id}`}
      className="flex flex-col gap-3 rounded-md border border-border bg-muted p-4"
    >
      <h3 id={`community-${sheet.id}`} className="flex items-center gap-2 font-semibold">
        <Globe aria-hidden="true" className="size-4 text-primary" />
        Community
      </h3>
      {sheet.isPublic ? (
        <>
          <p className="text-sm">
            <span className="font-medium">Shared with the community.</span> Other racers can see its public
            details, tuning values and attached file.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={highlightHref(sheet.id)} className={buttonClass('link')}>
              View in Community Setups
            </Link>
            <Unshare sheet={sheet} />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Share this setup so other racers can start from it. You choose what is shown.
          </p>
          <Button variant="secondary" size="sm" className="w-fit" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" className="size-4" />
            Share to Community
          </Button>
          <ShareDialog open={sharing} onOpenChange={setSharing} sheet={sheet} car={car} user={user} />
        </>
      )}
    </section>
  );
}
