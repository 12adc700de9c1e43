import { z } from 'zod';
import { optionalCarId, optionalText } from './common';

const number = z
  .string({ error: 'Transponder number is required' })
  .trim()
  .min(1, 'Transponder number is required')
  .max(32, 'Transponder number must be at most 32 characters');

/** Add Transponder dialog and POST /api/transponders (SPEC §5). */
export const transponderCreateSchema = z.object({ number, rcCarId: optionalCarId });
export type TransponderCreateInput = z.input<typeof transponderCreateSchema>;

/** Edit Transponder dialog and PUT /api/transponders/:id. */
export const transponderUpdateSchema = z.object({
  number,
  rcCarId: optionalCarId,
  notes: optionalText(1000, 'Notes'),
});
export type TransponderUpdateInput = z.input<typeof transponderUpdateSchema>;

export const transponderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  rcCarId: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transponder = z.infer<typeof transponderSchema>;
