/**
 * What the page holds that is not saved, for actions outside any editor that would drop it (signing
 * out removes the racer's drafts). Editors' guards register a check; the sign-out asks it first.
 */
type UnsavedCheck = () => readonly string[];

const checks = new Set<UnsavedCheck>();

/** Registers a check that names what is unsaved ("'Dry clay'"); returns its removal. */
export function registerUnsavedCheck(check: UnsavedCheck): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

/** The names of everything unsaved on the page now; empty when nothing is. */
export function unsavedChangeNames(): string[] {
  return [...checks].flatMap((check) => check());
}
