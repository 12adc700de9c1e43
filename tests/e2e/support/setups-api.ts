/** Setups made through the API for the end-to-end specs (the context's session cookie signs each call). */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

async function addSetupViaApi(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export const addSheetViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/setup-sheets', data);

export const addEscViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/esc-setups', data);
