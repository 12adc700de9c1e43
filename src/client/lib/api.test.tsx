import { describe, expect, it, vi } from 'vitest';
import { errorOf, json } from '../test/api-responses';
import { apiRequest, getQueryFn, isApiErrorBody, stripStatus } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with its content type and credentials', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
  });

  it('names the version an edit began from as If-Match', async () => {
    const fetchMock = stubFetch(json(200, {}));
    await apiRequest('PUT', '/api/setup-sheets/3', { name: 'x' }, { ifMatch: 4 });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      'Content-Type': 'application/json',
      'If-Match': '"4"',
    });
  });

  it('sends FormData as is, without a content type', async () => {
    const fetchMock = stubFetch(json(201, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await apiRequest('POST', '/api/upload', form);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it("sends a Blob as its bytes, for fetch to type with the Blob's own type", async () => {
    const fetchMock = stubFetch(json(200, {}));
    const zip = new Blob(['PK'], { type: 'application/zip' });
    await apiRequest('POST', '/api/import?dryRun=true', zip);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(zip);
    expect(init.headers).toBeUndefined();
  });

  it('sends no body when none is given', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', { method: 'POST', credentials: 'include' });
  });

  it('uses the message of an error-shaped body', async () => {
    stubFetch(json(401, { message: 'Incorrect password' }));
    const err = await errorOf(apiRequest('POST', '/api/login', {}));
    expect(err.message).toBe('401: Incorrect password');
    expect(err.status).toBe(401);
    expect(err.body).toEqual({ message: 'Incorrect password' });
  });

  it('keeps validation issues from the body', async () => {
    const issues = [{ path: ['email'], message: 'Valid email is required' }];
    stubFetch(json(400, { message: 'Invalid input', issues }));
    const err = await errorOf(apiRequest('POST', '/api/register', {}));
    expect(err.message).toBe('400: Invalid input');
    expect(err.body?.issues).toEqual(issues);
  });

  it('uses the raw text when the body is not the error shape', async () => {
    stubFetch(new Response('Bad gateway from proxy', { status: 502, statusText: 'Bad Gateway' }));
    expect((await errorOf(apiRequest('GET', '/api/cars'))).message).toBe('502: Bad gateway from proxy');
  });

  it('uses the raw JSON text when the JSON is not the error shape', async () => {
    stubFetch(json(500, { error: 'boom' }));
    expect((await errorOf(apiRequest('GET', '/api/cars'))).message).toBe('500: {"error":"boom"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect((await errorOf(apiRequest('GET', '/api/cars'))).message).toBe('503: Service Unavailable');
  });

  it('reads Retry-After on 429', async () => {
    stubFetch(json(429, { message: 'Too many attempts' }, { 'Retry-After': '30' }));
    const err = await errorOf(apiRequest('POST', '/api/login', {}));
    expect(err.message).toBe('429: Too many attempts');
    expect(err.retryAfter).toBe(30);
  });
});

describe('getQueryFn', () => {
  const ctx = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('returns null on 401 when asked to', async () => {
    stubFetch(json(401, { message: 'Not signed in' }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    stubFetch(json(401, { message: 'Not signed in' }));
    const err = await errorOf(Promise.resolve(getQueryFn({ on401: 'throw' })(ctx(['/api/cars']))));
    expect(err.message).toBe('401: Not signed in');
  });

  it('joins the key into the URL, fetches with credentials and parses JSON', async () => {
    const fetchMock = stubFetch(json(200, [{ id: 1 }]));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/cars', 7]))).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cars/7');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.credentials).toBe('include');
  });
});

describe('stripStatus', () => {
  it('removes only a leading status prefix', () => {
    expect(stripStatus('400: Username already taken')).toBe('Username already taken');
    expect(stripStatus('Failed to fetch')).toBe('Failed to fetch');
  });
});

describe('isApiErrorBody', () => {
  it('agrees with the shared apiErrorSchema', async () => {
    const { apiErrorSchema } = await import('../../shared/schemas/error');
    const samples: unknown[] = [
      { message: 'x' },
      { message: 'x', code: 'RATE_LIMITED' },
      { message: 'x', issues: [{ path: ['email', 0], message: 'bad' }] },
      { message: 'x', issues: [{ path: 'email', message: 'bad' }] },
      { message: 'x', issues: [{ path: [true], message: 'bad' }] },
      { message: 'x', code: 3 },
      { message: 4 },
      { error: 'x' },
      null,
      'x',
      [],
    ];
    for (const sample of samples) {
      expect(isApiErrorBody(sample), JSON.stringify(sample)).toBe(apiErrorSchema.safeParse(sample).success);
    }
  });
});
