/** Booleans are stored as 0/1 integers on both dialects (see schema.ts). */
export type Flag = 0 | 1;
