import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EscSetup, EscSetupUpdate, EscSetupValues } from '../../../shared/schemas/esc-setup';
import type { escSetupCopySchema } from '../../../shared/schemas/setup-copy';
import { QUERY_KEYS } from './query-keys';
import { setupResource } from './setups';

/** The racer's ESC setups. */

export const escSetups = setupResource<
  EscSetup,
  EscSetupValues,
  EscSetupUpdate,
  z.input<typeof escSetupCopySchema>
>({
  path: '/api/esc-setups',
  queryKey: QUERY_KEYS.escSetups,
  // A deleted ESC setup is unlinked from the sheets that ran with it (and a renamed one reads anew),
  // and from the race-day overview's changes.
  alsoInvalidates: [QUERY_KEYS.setupSheets, QUERY_KEYS.runOverview],
});

/** GET /api/esc-setups: newest-updated first, as the server sends them. */
export function useEscSetups() {
  return useQuery(escSetups.listQuery);
}
