/** Setups made through the API for the end-to-end specs (the context's session cookie signs each call). */
import type { APIRequestContext } from '@playwright/test';
import { expect, registerViaApi } from './fixtures';
import { addCarViaApi } from './fleet-api';

async function addSetupViaApi(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export const addSheetViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/setup-sheets', data);

export const addEscViaApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  addSetupViaApi(request, '/api/esc-setups', data);

/** A new racer, signed in on `request`, with a Tekno RC EB48 2.2 and one setup sheet on it. */
export async function racerWithSheet(request: APIRequestContext, sheet: Record<string, unknown>) {
  await registerViaApi(request);
  const car = await addCarViaApi(request, { manufacturer: 'Tekno RC', model: 'EB48 2.2' });
  return { car, sheet: await addSheetViaApi(request, { rcCarId: car, ...sheet }) };
}
