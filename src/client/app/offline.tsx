import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import OfflineBannerView from '../components/offline/offline-banner';
import { startOffline } from '../lib/offline/start';

/**
 * The one lazy entry of the offline reading (issue 18), loaded once a racer is signed in (the
 * banner in the shell) or was (start-up, per the mark in lib/offline/mark.ts). One module for both
 * uses: each further lazy entry reaching the entry's modules made the bundler split those out of the
 * signed-out entry into more files (2 KiB gzip more for every visitor). For the same reason it
 * reaches the auth feature (the useAuth export below, unused): then the bundler keeps every module
 * the entry shares with the lazy routes in the entry file. The sign-out's clearing is imported
 * apart (lib/offline/clear.ts): the auth feature importing this module would be a cycle.
 */
export { useAuth } from '../features/auth';
export { startOffline };

/** The shell's banner; rendered for a signed-in racer, it also starts following them (start.ts). */
export function OfflineBanner() {
  const client = useQueryClient();
  useEffect(() => {
    startOffline(client);
  }, [client]);
  return <OfflineBannerView />;
}
