/**
 * The thumbnail's address beside an upload's '/uploads/<name>' url (`uploadQuerySchema` in
 * schemas/upload.ts). Apart from the schema so the client's header can use it without zod.
 */
export const thumbnailUrl = (url: string): string => `${url}?size=thumb`;
