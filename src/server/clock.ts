/** Timestamps are stored as ISO-8601 UTC text on both dialects. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString();
