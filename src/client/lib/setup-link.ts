import type { SetupKindName } from '../../shared/setup-content';

/** The URL hash that opens a setup's History panel on the setups page. */
export const HISTORY_HASH = '#history';

/**
 * A setup on the setups page (the ESC tab for an ESC setup), read view open; with `history`, its
 * History panel open too: for links from elsewhere that just wrote a version (the wizard's "Try this").
 */
export function setupHref(kind: SetupKindName, id: number, { history = false } = {}): string {
  const path = kind === 'esc-setup' ? `/setup-sheets?tab=esc&id=${id}` : `/setup-sheets?id=${id}`;
  return history ? `${path}${HISTORY_HASH}` : path;
}
