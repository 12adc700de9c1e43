import { Copy, Link2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ShareLink } from '../../../../shared/schemas/share-link';
import type { SetupKindName } from '../../../../shared/setup-content';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { createShareLink, revokeShareLink } from '../../../lib/resources/share-links';
import { failureToast, successToast } from '../../../lib/toasts';

// The QR code library loads with the link, not with every setup a racer opens.
const ShareLinkQr = lazy(() => import('./share-link-qr'));

interface ShareLinkPanelProps {
  kind: SetupKindName;
  setupId: number;
  setupName: string;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    successToast('Link copied');
  } catch (error) {
    failureToast('Could not copy the link: select it and copy it yourself', error as Error);
  }
}

/**
 * "Share link" (issue 18): an unlisted, read-only link to this setup, with its QR code for a
 * pit-board sticker, without publishing it to Community Setups. Asking again shows the same link
 * (the server keeps one per setup); "Stop sharing" makes it answer "not found" from then on.
 */
export function ShareLinkPanel({ kind, setupId, setupName }: ShareLinkPanelProps) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const create = useResourceMutation(createShareLink(kind, setupId), {
    onSuccess: setLink,
    onError: (error) => failureToast('Failed to make a share link', error),
  });
  const revoke = useResourceMutation(revokeShareLink(kind, setupId), {
    onSuccess: () => {
      setLink(null);
      successToast('Sharing stopped: the link no longer opens this setup');
    },
    onError: (error) => failureToast('Failed to stop sharing', error),
  });
  const headingId = `share-link-${kind}-${setupId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-border bg-muted p-3"
    >
      {/* Without a link the button shares the heading's line, as History's does: a shorter read view. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <Link2 aria-hidden="true" className="size-4 text-primary" />
          Share link
        </h3>
        {!link && (
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            disabled={create.isPending}
            onClick={() => create.mutate()}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {create.isPending ? 'Making link...' : 'Share link'}
          </Button>
        )}
      </div>
      {link ? (
        <>
          <p className="text-sm">
            Anyone with this link can see this setup&apos;s tuning values. It is not listed in Community
            Setups; your notes, name and car stay private.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label="Link"
              value={link.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="sm:flex-1"
            />
            <Button variant="secondary" onClick={() => copyLink(link.url)}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </div>
          <Suspense fallback={<Spinner label="Loading QR code" />}>
            <ShareLinkQr url={link.url} setupName={setupName} />
          </Suspense>
          <Button
            variant="danger-ghost"
            size="sm"
            className="w-fit"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {revoke.isPending ? 'Stopping...' : 'Stop sharing'}
          </Button>
        </>
      ) : (
        <p className="text-xs text-muted-foreground">
          A private link and QR code for a team-mate or your pit board. Not listed in Community Setups.
        </p>
      )}
    </section>
  );
}
