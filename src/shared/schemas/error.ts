import { z } from 'zod';

/** The one error shape every API failure uses (DESIGN "API decisions"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
