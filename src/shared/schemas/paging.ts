import { z } from 'zod';

/**
 * One paging convention for every list of a racer's records (issue 28): `?limit=N&cursor=…`.
 * The body stays the JSON array it always was; the next page is announced in the answer's headers
 * (`Link: <…>; rel="next"` and `X-Next-Cursor`), and its absence says this was the last page.
 * The cursor is opaque: the server makes it from the last record's sort keys and only the server
 * reads it. See docs/decisions/performance.md#lists-page-with-a-cursor-issue-28-part-d.
 */

/** The most records one page holds, and the page a request without `limit` gets. */
export const MAX_PAGE_SIZE = 500;
/** A cursor is a handful of sort keys: anything longer was not made by us. */
export const MAX_CURSOR_LENGTH = 400;
/** The header naming the next page's cursor (lower case, as Node hands headers over). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const BAD_CURSOR_MESSAGE = 'The cursor is not one this list gave out: ask for the first page again';

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .optional()
    .describe(`Records on this page, 1 to ${MAX_PAGE_SIZE} (default ${MAX_PAGE_SIZE})`),
  cursor: z
    .string({ error: BAD_CURSOR_MESSAGE })
    .min(1, BAD_CURSOR_MESSAGE)
    .max(MAX_CURSOR_LENGTH, BAD_CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, BAD_CURSOR_MESSAGE)
    .optional()
    .describe('The X-Next-Cursor of the previous page (absent: the first page)'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
