import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '../../shared/schemas/user';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { SPLASH_SESSION_KEY } from '../components/layout/splash';
import { resetToasts } from '../components/ui/use-toast';
import { createQueryClient } from '../lib/query-client';
import { contractViolation, recordContractViolation } from './api-contract';

export const TEST_USER: User = {
  id: 1,
  username: 'racer1',
  email: 'racer@club.org',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
  securityQuestionsSet: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

type Reply = [status: number, body?: unknown, headers?: Record<string, string>];
/** Keyed 'METHOD /path'; the handler gets the parsed JSON body (or a Blob sent as it is). */
export type ApiHandlers = Record<string, (body: unknown) => Reply | Promise<Reply>>;

/** The readable hint the real server sets beside the session cookie (see features/auth/api). */
export function setSignedInHint(signedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: our own secret-free hint cookie; the Cookie Store API is not in every browser (nor jsdom)
  document.cookie = signedIn ? 'rc_signed_in=1; path=/' : 'rc_signed_in=; Max-Age=0; path=/';
}

const SIGNS_IN = new Set(['POST /api/login', 'POST /api/register']);
const SIGNS_OUT = new Set(['POST /api/logout', 'DELETE /api/delete-account']);

/**
 * Stubs fetch with a tiny in-memory API; anything unhandled answers 404 in the shared error shape. Every
 * success body is checked against the shared response schema of its route (test/api-contract.ts): one
 * that the server could not have sent fails the test after it ran, naming the route and the fields.
 */
export function mockApi(handlers: ApiHandlers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    const sent = init?.body;
    const body = typeof sent === 'string' ? JSON.parse(sent) : sent instanceof Blob ? sent : undefined;
    const [status, payload, headers] = handler
      ? await handler(body)
      : [404, { message: `No mock for ${key}` }];
    // Cookies as the server sets them.
    if (status < 300 && SIGNS_IN.has(key)) setSignedInHint(true);
    if (status < 300 && SIGNS_OUT.has(key)) setSignedInHint(false);
    // Bytes (the data export's zip) go back as they are, typed by the Blob.
    if (payload instanceof Blob) {
      return new Response(payload, { status, headers: { 'Content-Type': payload.type, ...headers } });
    }
    const text = payload === undefined ? null : JSON.stringify(payload);
    const violation = contractViolation(init?.method ?? 'GET', url, status, text && JSON.parse(text));
    if (violation) recordContractViolation(violation);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The user lookup as signed out (401) or signed in as `user`. */
export const session = (user: User | null): ApiHandlers => {
  setSignedInHint(user !== null);
  return { 'GET /api/auth/user': () => (user ? [200, user] : [401, { message: 'Not signed in' }]) };
};

/** Mounts the real route table in a memory router with fresh providers; the splash is marked as seen. */
export function renderApp(path: string) {
  window.sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  resetToasts();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
