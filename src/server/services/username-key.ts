import unhomoglyph from 'unhomoglyph';

/**
 * The form of a username two racers must not share: compatibility-normalised (NFKC: full-width
 * letters become plain ones), case-folded, and reduced to its look-alike skeleton (Unicode's
 * confusables: Cyrillic "а" becomes "a", "1" and "I" become "l", "m" becomes "rn"), with runs of
 * spaces as one. Folding both before and after lower-casing catches "RACERI" as well as "racer1".
 */
export function usernameKey(username: string): string {
  const skeleton = unhomoglyph(username.normalize('NFKC'));
  return unhomoglyph(skeleton.toLowerCase()).replace(/\s+/gu, ' ').trim();
}
