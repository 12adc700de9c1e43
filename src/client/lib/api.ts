import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '../../shared/schemas/error';

/**
 * Every non-OK answer becomes an ApiError whose message follows SPEC §8:
 * `${status}: ${text}`. Callers that map messages (sign-in, settings) rely on that prefix,
 * so this is the only place that turns a response into an error.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body when the server sent the shared error shape. */
  readonly body: ApiErrorBody | undefined;
  /** Seconds from a Retry-After header (429), when present. */
  readonly retryAfter: number | undefined;

  constructor(status: number, text: string, body?: ApiErrorBody, retryAfter?: number) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/**
 * Structural check for the shared error shape (src/shared/schemas/error.ts). A hand-written guard
 * rather than apiErrorSchema.safeParse: zod would otherwise be pulled into the entry chunk (~15 KiB
 * gzip) for the signed-out visitor who never submits a form. It accepts exactly what the schema does.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.message !== 'string') return false;
  if (v.code !== undefined && typeof v.code !== 'string') return false;
  if (v.issues === undefined) return true;
  return (
    Array.isArray(v.issues) &&
    v.issues.every(
      (i: unknown) =>
        typeof i === 'object' &&
        i !== null &&
        typeof (i as { message?: unknown }).message === 'string' &&
        Array.isArray((i as { path?: unknown }).path) &&
        (i as { path: unknown[] }).path.every((p) => typeof p === 'string' || typeof p === 'number'),
    )
  );
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const raw = await res.text().catch(() => '');
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isApiErrorBody(parsed)) body = parsed;
  } catch {
    // Not JSON: the raw text is the message.
  }
  const retryHeader = res.headers.get('Retry-After');
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : undefined;
  throw new ApiError(res.status, body?.message || raw || res.statusText, body, retryAfter);
}

/** Removes the `NNN: ` prefix so a server message can be shown to the racer. */
export function stripStatus(message: string): string {
  return message.replace(/^\d{3}: /, '');
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a repeat with the same key gets the first answer and writes nothing. */
  idempotencyKey?: string;
  /** Sent as `If-Match: "N"`: the version an edit began from; a stale one is refused with 412. */
  ifMatch?: number;
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal, idempotencyKey, ifMatch }: RequestOptions = {},
): Promise<Response> {
  // FormData and Blob (a zip to import) go as they are: the browser types them itself, a multipart
  // boundary or the Blob's own type, which a manual Content-Type would break or repeat.
  const isRaw = body instanceof FormData || body instanceof Blob;
  const init: RequestInit = { method, credentials: 'include' };
  const headers: Record<string, string> = {};
  if (signal) init.signal = signal;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  if (isRaw) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** Parses a JSON answer; 204 and empty bodies give undefined. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A request whose answer is JSON: what every fetcher in lib/resources/ is made of. */
export async function requestJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return readJson<T>(await apiRequest(method, url, body, options));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The query key is the URL (segments joined by '/'), as in SPEC §7 "default queries". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.filter((k) => typeof k === 'string' || typeof k === 'number').join('/');
    const res = await fetch(url, { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}
