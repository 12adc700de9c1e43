import { ApiError, stripStatus } from './api';

/**
 * What the server said about a failed request, without the `NNN: ` prefix, to show under a failure
 * toast's title. Undefined for anything that is not an answer from our API (a network failure, say),
 * whose raw text would mean nothing to a racer. Kept out of api.ts so it stays out of the entry chunk.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = stripStatus(error.message).trim();
  return message || undefined;
}
