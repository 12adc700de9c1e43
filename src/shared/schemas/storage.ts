import { z } from 'zod';

/**
 * GET /api/storage: what the racer stores and may store, in bytes. Usage is the total size of the
 * distinct stored files their records name, so a file shared by several copies counts once.
 */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
