import { useQuery } from '@tanstack/react-query';
import type { EscSetup } from '../../../shared/schemas/esc-setup';

/** The racer's ESC setups. The key is the URL, so the default query function fetches it. */
export const ESC_SETUPS_QUERY_KEY = ['/api/esc-setups'] as const;

/** GET /api/esc-setups: newest-updated first, as the server sends them. */
export function useEscSetups() {
  return useQuery<EscSetup[], Error>({ queryKey: ESC_SETUPS_QUERY_KEY });
}
