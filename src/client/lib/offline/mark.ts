/**
 * The one piece of the offline reading (issue 18) in the signed-out entry: a localStorage mark naming
 * the racer whose data this device keeps. With it, start-up asks app/offline.ts (lazy) who is signed
 * in, which can answer from the saved cache without a connection; a visitor who never signed in here
 * never loads that chunk.
 */
export const OFFLINE_MARK = 'rc-offline-racer';

/** The racer id the saved data belongs to, if any (blocked storage reads as none). */
export function markedRacer(): number | undefined {
  try {
    return Number(localStorage.getItem(OFFLINE_MARK)) || undefined;
  } catch {}
}
