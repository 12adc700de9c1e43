import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { runCreateSchema, runUpdateSchema } from '../../../../shared/schemas/run';
import { runImportSchema } from '../../../../shared/schemas/run-import';
import { mappedResolver } from '../../../lib/mapped-resolver';
import { parsePick, type RunFormValues, readTypedLaps, toDetails } from './run-form';

/**
 * The Log a run and Edit details forms, checked with the shared schemas (the server's own
 * messages), each error moved to the control that shows it.
 */

/** What each form sends: the schema's output, which the API takes as it is. */
export type TypedRunBody = ReturnType<typeof runCreateSchema.parse>;
export type ImportRunBody = ReturnType<typeof runImportSchema.parse>;
/** What Log a run sends: typed laps, or a driver of a result. */
export type LogRunBody = TypedRunBody | ImportRunBody;
export type RunDetailsBody = ReturnType<typeof runUpdateSchema.parse>;

const typed = mappedResolver<RunFormValues, typeof runCreateSchema>(
  runCreateSchema,
  (values) => {
    const read = readTypedLaps(values.lapsText);
    return { ...toDetails(values), laps: read.ok ? read.laps : [] };
  },
  { laps: 'lapsText' },
);

const imported = mappedResolver<RunFormValues, typeof runImportSchema>(
  runImportSchema,
  (values) => {
    const pick = parsePick(values.pick);
    return {
      ...toDetails(values),
      text: values.resultText,
      race: pick?.race ?? 0,
      // Nothing picked: the schema's "Choose a driver".
      driver: pick?.driver ?? (undefined as unknown as number),
    };
  },
  { driver: 'pick', race: 'pick', text: 'resultText' },
);

/** A lap list's errors sit per lap (laps.3.timeMs): the first message found is the one shown. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** Log a run: typed laps (read in the browser, an unreadable line named) or a picked driver of a result. */
export const logRunResolver: Resolver<RunFormValues, unknown, LogRunBody> = async (
  values,
  context,
  options,
) => {
  if (values.lapSource === 'result') return imported(values, context, options);
  const result = await typed(values, context, options);
  const read = readTypedLaps(values.lapsText);
  const errors = { ...result.errors } as FieldErrors<RunFormValues>;
  const lapError = read.ok ? firstMessage(errors.lapsText) : read.message;
  if (lapError) errors.lapsText = { type: 'validate', message: lapError } as FieldError;
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/** Edit details: the run's details only (its laps stay as they are). */
export const runDetailsResolver = mappedResolver<RunFormValues, typeof runUpdateSchema>(
  runUpdateSchema,
  toDetails,
);
