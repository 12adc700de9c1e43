import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uploadFile } from '../src/server/test/uploads';

/**
 * Issue 19's export and import bench: one racer's season at the track, written through the app
 * (`app.inject`) so the export reads every record as the app wrote it: 6 cars with a photo each,
 * 6 transponders, 8 tyre sets, 40 setup sheets and 10 ESC setups of 20 versions each, 500 runs of
 * 40 laps naming tyre sets and the installed setups, maintenance items with log entries, and
 * three PDF setup sheets. The uploads total about 10 MB as stored.
 */
export const HEAVY = {
  cars: 6,
  transponders: 6,
  tyreSets: 8,
  setupSheets: 40,
  escSetups: 10,
  versionsPerSetup: 20,
  runs: 500,
  lapsPerRun: 40,
  maintenanceItems: 4,
  logEntriesPerItem: 3,
  pdfs: 3,
  pdfBytes: 1_800_000,
};

const MAKES = [
  ['Tekno RC', 'EB48 2.2'],
  ['Associated', 'RC8B4'],
  ['Mugen', 'MBX8R'],
  ['Xray', 'XB8 2024'],
  ['Kyosho', 'MP10'],
  ['Team Losi', '8IGHT-X/E 2.0'],
] as const;
const TRACKS = ['Clay Kings', 'Riverside Raceway', 'Mount Cotton'];
const MAINTENANCE = ['Diff rebuild', 'Shock rebuild', 'Clutch shoes', 'Bearings'];

/** A phone photo's worth of detail (noise does not compress): about 780 KB once the app re-encodes it. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 50 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A scanned setup sheet: a PDF header and compressed-looking bytes, stored as sent. */
export const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    randomBytes(HEAVY.pdfBytes),
    Buffer.from('\ntrailer<<>>\n%%EOF\n'),
  ]);

const dateOf = (day: number) => new Date(Date.UTC(2026, 2, 1 + day)).toISOString().slice(0, 10);

/** Fills the racer's account behind `cookie`; throws on any answer that is not a success. */
export async function seedHeavyRacer(app: FastifyInstance, cookie: string): Promise<void> {
  type Json = Record<string, unknown> & { id: number };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object): Promise<Json> => {
    const res = await app.inject({ method, url, headers: { cookie }, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const upload = async (bytes: Buffer, name: string) => {
    const res = await uploadFile(app, cookie, bytes, name);
    if (res.statusCode !== 201) throw new Error(`upload ${name} answered ${res.statusCode}: ${res.body}`);
    return res.json().url as string;
  };

  const cars: Json[] = [];
  for (const [i, [manufacturer, model]] of MAKES.entries()) {
    const car = await send('POST', '/api/cars', { manufacturer, model, scale: '1:8', notes: `Car ${i + 1}` });
    await send('PATCH', `/api/cars/${car.id}`, { imageUrl: await upload(await photo(i), `car-${i}.jpg`) });
    await send('POST', '/api/transponders', { number: `${4_100_000 + i}`, rcCarId: car.id });
    cars.push(car);
  }
  const tyreSets: Json[] = [];
  for (let i = 0; i < HEAVY.tyreSets; i++)
    tyreSets.push(
      await send('POST', '/api/tyre-sets', {
        brand: i % 2 ? 'AKA' : 'Pro-Line',
        compound: ['M3', 'M4', 'Soft', 'Super Soft'][i % 4],
        position: i % 2 ? 'rear' : 'front',
        gluedOn: dateOf(i * 7),
        cost: 45 + i,
        retired: i < 2,
      }),
    );
  const pdfs: string[] = [];
  for (let i = 0; i < HEAVY.pdfs; i++) pdfs.push(await upload(pdf(), `sheet-${i}.pdf`));

  // Setups: the first ESC setup and the first sheet of each car installed; each saved 19 more times.
  const installedEsc = new Map<number, number>();
  for (let i = 0; i < HEAVY.escSetups; i++) {
    const car = cars[i % cars.length] as Json;
    const first = !installedEsc.has(car.id);
    const esc = await send('POST', '/api/esc-setups', {
      name: `ESC ${i}`,
      escMake: 'Hobbywing',
      escModel: 'XR8 Pro G2',
      rcCarId: car.id,
      isCurrentlyInstalled: first,
      punchControl: 'Level 5',
    });
    if (first) installedEsc.set(car.id, esc.id);
    for (let v = 2; v <= HEAVY.versionsPerSetup; v++)
      await send('PUT', `/api/esc-setups/${esc.id}`, {
        punchControl: `Level ${v % 9}`,
        startupForce: `${v}%`,
      });
  }
  const installedSheet = new Map<number, number>();
  for (let i = 0; i < HEAVY.setupSheets; i++) {
    const car = cars[i % cars.length] as Json;
    const first = !installedSheet.has(car.id);
    const sheet = await send('POST', '/api/setup-sheets', {
      name: `${TRACKS[i % TRACKS.length]} ${i}`,
      rcCarId: car.id,
      escSetupId: installedEsc.get(car.id),
      trackName: TRACKS[i % TRACKS.length],
      isCurrentlyInstalled: first,
      frontShockOil: '500 cSt',
      rearShockOil: '450 cSt',
      ...(i < pdfs.length ? { fileUrl: pdfs[i], fileName: `sheet-${i}.pdf` } : {}),
    });
    if (first) installedSheet.set(car.id, sheet.id);
    for (let v = 2; v <= HEAVY.versionsPerSetup; v++)
      await send('PUT', `/api/setup-sheets/${sheet.id}`, {
        frontShockOil: `${400 + v * 10} cSt`,
        frontToe: `${v % 3}° out`,
        ...(v % 5 === 0 ? { changeNote: `Round ${v}: more steering` } : {}),
      });
  }

  for (let r = 0; r < HEAVY.runs; r++) {
    const car = cars[r % cars.length] as Json;
    const day = Math.floor(r / 10);
    const pace = 38_000 + (day % 3) * 2_000 - (r % 50) * 10;
    const front = tyreSets[(2 * Math.floor(r / 60)) % HEAVY.tyreSets] as Json;
    const rear = tyreSets[(2 * Math.floor(r / 60) + 1) % HEAVY.tyreSets] as Json;
    await send('POST', '/api/runs', {
      rcCarId: car.id,
      setupSheetId: installedSheet.get(car.id),
      escSetupId: installedEsc.get(car.id),
      date: dateOf(day),
      trackName: TRACKS[day % TRACKS.length],
      session: r % 10 === 9 ? 'main' : 'practice',
      trackTempC: 20 + (day % 12),
      laps: Array.from({ length: HEAVY.lapsPerRun }, (_, i) => ({
        lapNo: i + 1,
        timeMs: pace + ((r * 37 + i * 53) % 1_500) + (i === 17 ? 6_000 : 0),
      })),
      tyreSetIds: [front.id, rear.id],
    });
  }

  for (let i = 0; i < HEAVY.maintenanceItems; i++) {
    const car = cars[i % cars.length] as Json;
    const item = await send('POST', `/api/cars/${car.id}/maintenance`, {
      name: MAINTENANCE[i],
      lifeUnit: 'runs',
      lifeAmount: 30,
    });
    for (let e = 0; e < HEAVY.logEntriesPerItem; e++) {
      await send('POST', `/api/maintenance/${item.id}/done`, { note: `Service ${e + 1}` });
      // A log entry is known by its time: keep two from falling in one millisecond.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  }
}
