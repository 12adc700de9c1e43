import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readSetupConflict, type SetupConflict } from '../../../lib/setup-conflict';
import type { SetupTab } from '../kinds/setup-kind';
import { readSelection, type SetupSelection, selectedId } from './setup-selection';

export interface IncomingConflict extends SetupConflict {
  id: number;
  /** The history entry it came with: a second hand-over for the same setup opens afresh. */
  key: string;
  /** The editor has it: opening that setup again later does not bring it back. */
  taken: boolean;
}

/**
 * A queued edit handed over by the outbox (lib/setup-conflict.ts): read once from the history entry's
 * state when the URL selects one of this tab's setups, whose editor is then opened (replacing the
 * entry, so Back and a reload do not hand it over twice).
 */
export function useIncomingConflict(
  tab: SetupTab,
  select: (next: SetupSelection, replace?: boolean) => void,
) {
  const location = useLocation();
  const [incoming, setIncoming] = useState<IncomingConflict>();
  useEffect(() => {
    const conflict = readSetupConflict(location.state);
    const id = selectedId(readSelection(new URLSearchParams(location.search), tab));
    if (!conflict || id === undefined) return;
    setIncoming({ ...conflict, id, key: location.key, taken: false });
    select({ mode: 'edit', id }, true);
  }, [location, tab, select]);
  return {
    /** For the editor of setup `id`, until it has taken it. */
    incomingFor: (id: number) => (incoming && !incoming.taken && incoming.id === id ? incoming : undefined),
    /** Keys the editor, so a new hand-over opens it afresh. */
    key: incoming?.key ?? '',
    taken: () => setIncoming((now) => now && { ...now, taken: true }),
  };
}
