/**
 * The thumbnail's address beside an upload's '/uploads/<name>' url (`uploadQuerySchema` in
 * schemas/upload.ts). Apart from the schema so the client's header can use it without zod.
 */
export const thumbnailUrl = (url: string): string => `${url}?size=thumb`;

/** Only our own uploads ('/uploads/<name>') have a thumbnail beside them. */
export const isUpload = (url: string): boolean => /^\/uploads\/[^/?#]+$/.test(url);

/**
 * An uploaded image in a box far smaller than the thumbnail (an avatar): the thumbnail alone; any
 * other address as it is. Here rather than in the client's upload-image.ts so that the header (part
 * of the signed-out entry) does not carry that module's srcset rules.
 */
export const thumbnailSrc = (url: string): string => (isUpload(url) ? thumbnailUrl(url) : url);
