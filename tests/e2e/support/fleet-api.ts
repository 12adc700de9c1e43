/** Fleet data made through the API for the end-to-end specs (the context's session cookie signs each call). */
import type { APIRequestContext } from '@playwright/test';
import type { CarInput } from '../../../src/shared/schemas/car';
import { expect } from './fixtures';
import { makePng } from './png';

/** Creates a car straight through the API (the browser context's session cookie signs it). */
export async function addCarViaApi(request: APIRequestContext, car: CarInput): Promise<number> {
  const res = await request.post('/api/cars', { data: car });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function addTransponderViaApi(
  request: APIRequestContext,
  number: string,
  rcCarId: number | null,
) {
  const res = await request.post('/api/transponders', { data: { number, rcCarId } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Three cars (one with a photo), an assigned and an unassigned transponder. */
export async function seedFleet(request: APIRequestContext): Promise<void> {
  const id = await addCarViaApi(request, {
    manufacturer: 'Tekno RC',
    model: 'EB48 2.2',
    scale: '1:8',
    drivetrain: '4WD',
    notes: 'Race car',
  });
  await addCarViaApi(request, { manufacturer: 'Garage Special', model: 'GS-1', status: 'Under Repair' });
  await addCarViaApi(request, { manufacturer: 'Kyosho', model: 'MP10', status: 'Inactive' });
  await addTransponderViaApi(request, '1234567', id);
  await addTransponderViaApi(request, '99', null);
  const upload = await request.post('/api/upload', {
    multipart: { file: { name: 'car.png', mimeType: 'image/png', buffer: makePng(32, 18, [194, 65, 12]) } },
  });
  const { url } = (await upload.json()) as { url: string };
  expect((await request.patch(`/api/cars/${id}`, { data: { imageUrl: url } })).status()).toBe(200);
}

/** Two race days of the first car's runs, the last at a long-named track (issue 16's dashboard card, best laps). */
export async function seedRuns(request: APIRequestContext): Promise<void> {
  const [car] = (await (await request.get('/api/cars')).json()) as { id: number }[];
  const days = [
    ['2026-06-07', 'Tacoma', 16_939],
    ['2026-06-14', 'Canberra Off Road Model Car Club', 39_842],
  ] as const;
  for (const [date, trackName, best] of days) {
    const laps = [best + 400, best, best + 250, best + 900].map((timeMs, i) => ({ lapNo: i + 1, timeMs }));
    const res = await request.post('/api/runs', { data: { rcCarId: car?.id, date, trackName, laps } });
    expect(res.status(), await res.text()).toBe(201);
  }
}
