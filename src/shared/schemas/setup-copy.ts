import { z } from 'zod';
import { ESC_FIELDS, SETUP_SHEET_FIELDS, type SetupField } from '../constants/setup-fields';
import { fieldValueSchema } from './setup-common';

/** How a copy's name ends: "Club race (copy)", or "(wizard)" for the tuning wizard's. */
export const COPY_SUFFIXES = ['copy', 'wizard'] as const;

const NAME_MAX = 100;

/** "Club race (copy)", cut so that it still fits a name; the editor's "Save as new" offers it too. */
export function copyName(name: string, suffix: string): string {
  const tail = ` (${suffix})`;
  return `${name.slice(0, NAME_MAX - tail.length).trimEnd()}${tail}`;
}

const ONLY_TUNING = 'Only tuning values can be changed in a copy';

/**
 * POST /api/setup-sheets/:id/copy and /api/esc-setups/:id/copy: a new private, not installed
 * setup of the racer's from one of theirs, its file shared, with some tuning values changed and a
 * line added at the top of its notes (the wizard's "what changed and why"). A changed value is
 * checked as its field is in the editor ('Pinion must be a number').
 */
function setupCopySchema<K extends string>(fields: readonly SetupField<K>[]) {
  const keys = fields.map((f) => f.key);
  const byKey = new Map<string, SetupField<K>>(fields.map((f) => [f.key, f]));
  const body = z.object({
    changes: z
      .partialRecord(
        z.enum(keys as [K, ...K[]]),
        z.string().trim().min(1, 'A changed value cannot be empty'),
        { error: (issue) => (issue.code === 'invalid_type' ? undefined : ONLY_TUNING) },
      )
      .default({})
      .transform((changes, ctx) => {
        const checked: Partial<Record<K, string>> = {};
        for (const [key, value] of Object.entries(changes) as [K, string][]) {
          const field = byKey.get(key) as SetupField<K>;
          const result = fieldValueSchema(field).safeParse(value);
          if (result.success) checked[key] = result.data ?? value;
          else
            for (const issue of result.error.issues)
              ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
        }
        return checked;
      }),
    note: z.string().trim().max(1000, 'The note must be at most 1000 characters').optional(),
    suffix: z.enum(COPY_SUFFIXES).default('copy'),
  });
  // No body at all is a plain copy.
  return z.preprocess((value) => value ?? {}, body);
}

export const setupSheetCopySchema = setupCopySchema(SETUP_SHEET_FIELDS);
export const escSetupCopySchema = setupCopySchema(ESC_FIELDS);
export type SetupSheetCopy = z.input<typeof setupSheetCopySchema>;
export type SetupCopy = z.output<typeof setupSheetCopySchema> | z.output<typeof escSetupCopySchema>;
