/**
 * The offline reading's lazy chunk (app/offline.tsx), imported from this one place: each dynamic
 * import in the signed-out entry carries the list of the chunk's files to preload.
 */
export const loadOffline = () => import('./offline');
