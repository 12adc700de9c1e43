import { z } from 'zod';

/**
 * GET /api/compare?kind=setup-sheet|esc-setup&refs=12,12@3,public:45 (issue 15): two to four setups
 * side by side. A ref is one of the racer's setups as it is now (`12`), as it was at a version
 * (`12@3`), a community setup (`public:45`, setup sheets only), or a setup shared by link
 * (`shared:<slug>`, issue 18, either kind).
 */
export const COMPARE_KINDS = ['setup-sheet', 'esc-setup'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];
export const COMPARE_MIN_REFS = 2;
export const COMPARE_MAX_REFS = 4;

export type CompareRef =
  | { type: 'own'; id: number; version?: number }
  | { type: 'public'; id: number }
  | { type: 'shared'; slug: string };

const MAX_ID = 2_147_483_647;
const REF = /^(?:(\d{1,10})(?:@(\d{1,10}))?|public:(\d{1,10}))$/;
const SHARED_REF = /^shared:([A-Za-z0-9_-]{10,64})$/;

/**
 * '12' → own now, '12@3' → own at version 3, 'public:45' → a community setup, 'shared:<slug>' → a
 * setup shared by link; null when malformed.
 */
export function parseCompareRef(text: string): CompareRef | null {
  const shared = SHARED_REF.exec(text.trim());
  if (shared) return { type: 'shared', slug: shared[1] as string };
  const match = REF.exec(text.trim());
  if (!match) return null;
  const numbers = [match[1], match[2], match[3]].map((n) => (n === undefined ? undefined : Number(n)));
  if (numbers.some((n) => n !== undefined && (n < 1 || n > MAX_ID))) return null;
  const [id, version, publicId] = numbers;
  if (publicId !== undefined) return { type: 'public', id: publicId };
  return version === undefined
    ? { type: 'own', id: id as number }
    : { type: 'own', id: id as number, version };
}

export function formatCompareRef(ref: CompareRef): string {
  if (ref.type === 'public') return `public:${ref.id}`;
  if (ref.type === 'shared') return `shared:${ref.slug}`;
  return ref.version === undefined ? String(ref.id) : `${ref.id}@${ref.version}`;
}

export const compareQuerySchema = z.object({
  kind: z.enum(COMPARE_KINDS, { error: 'kind must be setup-sheet or esc-setup' }),
  refs: z
    .string({ error: `Choose ${COMPARE_MIN_REFS} to ${COMPARE_MAX_REFS} setups to compare` })
    .transform((text, ctx) => {
      const parts = text.split(',').filter((p) => p.trim() !== '');
      if (parts.length < COMPARE_MIN_REFS || parts.length > COMPARE_MAX_REFS) {
        ctx.addIssue({
          code: 'custom',
          message: `Choose ${COMPARE_MIN_REFS} to ${COMPARE_MAX_REFS} setups to compare`,
        });
        return z.NEVER;
      }
      const refs = parts.map(parseCompareRef);
      const bad = refs.findIndex((r) => r === null);
      if (bad >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `"${parts[bad]?.trim().slice(0, 40)}" is not a setup: use 12, 12@3 or public:45`,
        });
        return z.NEVER;
      }
      return refs as CompareRef[];
    }),
});
export type CompareQuery = z.output<typeof compareQuerySchema>;

export const compareColumnSchema = z.object({
  ref: z.string(),
  name: z.string(),
  /** "Tekno EB48 2.2": the racer's car, or the make and model a community setup names. */
  car: z.string().nullable(),
  /** The version shown; null for a community setup. */
  version: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type CompareColumn = z.infer<typeof compareColumnSchema>;

export const compareRowSchema = z.object({
  field: z.string(),
  /** The group's title ("Front", "Shocks"), rows in the editor's group order. */
  group: z.string(),
  label: z.string(),
  /** As written, one per column; null when empty. */
  values: z.array(z.string().nullable()),
  /** False when the values are the same once normalised ("35wt" and "35 wt"). */
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const compareAnswerSchema = z.object({
  columns: z.array(compareColumnSchema),
  rows: z.array(compareRowSchema),
});
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;
