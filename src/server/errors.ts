import type { ApiErrorBody, ApiErrorCode } from '../shared/schemas/error';

/**
 * The one error type services and plugins throw. The error handler turns it into the
 * shared body `{ message, code?, issues? }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ApiErrorCode,
    readonly headers: Record<string, string> = {},
    /** Field-level details, as validation failures carry them. */
    readonly issues?: ApiErrorBody['issues'],
  ) {
    // A refusal is an answer, not a fault: nobody reads its stack, and capturing one cost a
    // request refused during a sign-in flood more than serving a racer's list.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ApiErrorCode = 'bad_request') =>
  new AppError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message: string) => new AppError(403, message, 'forbidden');
/** Also used for records that exist but belong to someone else: never reveal them. */
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
    'rate_limited',
    { 'retry-after': String(retryAfterSeconds) },
  );

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
