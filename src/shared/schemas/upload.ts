import { z } from 'zod';

/** What POST /api/upload answers (SPEC §3 "Upload response read by the client"). */
export const uploadResponseSchema = z.object({
  url: z.string(),
  mimetype: z.string(),
  originalFilename: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const fileCheckResponseSchema = z.object({ exists: z.boolean() });
export type FileCheckResponse = z.infer<typeof fileCheckResponseSchema>;

export const UPLOAD_ERRORS = {
  tooLarge: { title: 'File too large', description: 'The maximum file size is 5MB' },
  badType: { title: 'Invalid file type', description: 'Only PDF and image files are allowed' },
} as const;
