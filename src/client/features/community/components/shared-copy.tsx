import { Copy } from 'lucide-react';
import { useRef } from 'react';
import type { SharedSetup } from '../../../../shared/schemas/share-link';
import { Button } from '../../../components/ui/button';
import { useIntentKey } from '../../../lib/idempotency-key';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { copySharedSetup } from '../../../lib/resources/share-links';
import { failureToast, successToast } from '../../../lib/toasts';
import { SignInToCopy } from './copy-setup';

/** What each part of the /s/:slug page is given. */
export interface SharedProps {
  slug: string;
  setup: SharedSetup;
  signedIn: boolean;
}

/**
 * "Copy to my setups" from a share link: a private setup of the link's kind, on no car (the racer
 * picks one in the editor). A double click makes one copy, as on a community setup: one
 * Idempotency-Key per intent.
 */
export function SharedCopy({ slug, setup, signedIn }: SharedProps) {
  const copy = useResourceMutation(copySharedSetup(setup, slug), {
    onSuccess: (made) =>
      successToast(
        `Copied to your ${setup.kind === 'esc-setup' ? 'ESC setups' : 'setup sheets'} as “${made.name}”`,
      ),
    onError: (error) => failureToast('Failed to copy setup', error),
  });
  const intentKey = useIntentKey();
  const sending = useRef(false);
  if (!signedIn) return <SignInToCopy />;
  return (
    <Button
      className="w-fit"
      disabled={copy.isPending}
      onClick={() => {
        if (sending.current) return;
        sending.current = true;
        copy.mutate(
          { idempotencyKey: intentKey({ slug }) },
          {
            onSettled: () => {
              sending.current = false;
            },
          },
        );
      }}
    >
      <Copy aria-hidden="true" className="size-4" />
      {copy.isPending ? 'Copying...' : 'Copy to my setups'}
    </Button>
  );
}
