import type { CompareKind } from '../../shared/schemas/compare';

/**
 * The compare screen's shareable URL (issue 15), made in one place for every entry point: the setup
 * read view's "Compare with…", History's "Compare with now", a community setup's "Compare with my
 * installed setup" and the screen's own add and remove. A ref is `12` (my setup now), `12@3` (my setup
 * at version 3) or `public:45` (a community setup); commas, `@` and `:` are fine in a query as they are,
 * so the link reads as the API's own query (`/compare?kind=setup-sheet&refs=12@3,12`).
 * No zod here: the community detail's chunk links to compare without carrying the schemas.
 */
export function compareHref(kind: CompareKind, refs: readonly string[]): string {
  return `/compare?kind=${kind}&refs=${refs.join(',')}`;
}

/** `12` or `12@3`: one of the racer's setups, now or at a version. */
export const ownRef = (id: number, version?: number): string =>
  version === undefined ? String(id) : `${id}@${version}`;

export const publicRef = (id: number): string => `public:${id}`;

/** A setup shared by link (issue 18), by its slug. */
export const sharedRef = (slug: string): string => `shared:${slug}`;

/** The refs of a compare URL's `refs`, blanks dropped (the server checks the rest). */
export function splitRefs(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((ref) => ref.trim())
    .filter((ref) => ref !== '');
}

/** The id of a ref naming one of the racer's setups as it is now (`12`), else undefined. */
export function ownNowId(ref: string): number | undefined {
  return /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
}

/**
 * A community setup as a racer may paste it: its link (`…/public-setups/45`, any host), `public:45`
 * or the bare id. Undefined for anything else.
 */
export function communityIdFrom(text: string): number | undefined {
  const match = /(?:\/public-setups\/|^public:|^)(\d{1,10})\/?(?:[?#].*)?$/.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
