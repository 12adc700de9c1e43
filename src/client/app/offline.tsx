import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import OfflineBannerView from '../components/offline/offline-banner';
import { startOffline } from '../lib/offline/start';

/**
 * The one lazy entry of the offline reading (issue 18), loaded once a racer is signed in (the
 * banner in the shell) or was (start-up, per the mark in lib/offline/mark.ts), and by the clearing
 * on sign-out. One module for all three uses: each further lazy entry reaching the entry's modules
 * made the bundler split those out of the signed-out entry into more files (2 KiB gzip more for every
 * visitor). For the same reason it reaches the auth feature (the useAuth export below): then it
 * reaches every module the entry shares with the lazy routes, and the bundler keeps them in one file.
 */
export { useAuth } from '../features/auth';
export { clearOfflineData } from '../lib/offline/clear';
export { startOffline };

/** The shell's banner; rendered for a signed-in racer, it also starts following them (start.ts). */
export function OfflineBanner() {
  const client = useQueryClient();
  useEffect(() => {
    startOffline(client);
  }, [client]);
  return <OfflineBannerView />;
}
