import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { signInThroughForm } from './support/auth-ui';
import { expect, expectNoAxeViolations, registerViaApi, test, uniqueRacer } from './support/fixtures';
import { makePng } from './support/png';

/**
 * Community Setups (/public-setups) as a visitor and as a racer. Other specs may share setups into the
 * same database, so every test tags its own setups with a random word and searches for it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Share {
  eventName: string;
  driverName?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  publicTrackName?: string;
  publicTrackConditions?: string;
  notes?: string;
  trackSurface?: string;
  trackSurfaceTreatment?: string;
  tuning?: Record<string, string>;
  file?: { name: string; mimeType: string; buffer: Buffer };
}

const newTag = () => `t${randomBytes(4).toString('hex')}`;

/** Creates a sheet and shares it, as the share dialog would (POST, then PUT with isPublic). */
async function shareViaApi(request: APIRequestContext, share: Share): Promise<number> {
  let file = {};
  if (share.file) {
    const up = await request.post('/api/upload', { multipart: { file: share.file } });
    expect(up.status(), await up.text()).toBe(201);
    const { url, mimetype, originalFilename } = await up.json();
    file = { fileUrl: url, fileType: mimetype, fileName: originalFilename, useManufacturerSheet: true };
  }
  const created = await request.post('/api/setup-sheets', {
    data: {
      name: 'My private name',
      trackSurface: share.trackSurface ?? 'Clay',
      trackSurfaceTreatment: share.trackSurfaceTreatment,
      ...share.tuning,
      ...file,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const shared = await request.put(`/api/setup-sheets/${id}`, {
    data: {
      isPublic: true,
      driverName: share.driverName ?? 'Sam Lap',
      vehicleMake: share.vehicleMake ?? 'Tekno RC',
      vehicleModel: share.vehicleModel ?? 'EB48 2.2',
      publicTrackName: share.publicTrackName ?? 'Silverstone RC',
      publicTrackConditions: share.publicTrackConditions ?? 'Dry/Dusty',
      eventName: share.eventName,
      notes: share.notes,
    },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  return id;
}

/** Three setups that differ in every filter; shared oldest first (Winter, Club, Indoor). */
async function seedThree(request: APIRequestContext, tag: string) {
  const winter = await shareViaApi(request, {
    eventName: `${tag} Winter Series`,
    notes: 'Pack the rear shocks. Watch the dust late in the day.',
    tuning: { frontCamber: '-2°', frontShockOil: '500 cSt', centerDiffOil: '10000 cSt' },
    file: {
      name: 'winter-sheet.png',
      mimeType: 'image/png',
      buffer: makePng(40, 30, [200, 80, 20], [20, 20, 20]),
    },
  });
  const club = await shareViaApi(request, {
    eventName: `${tag} Club Night`,
    driverName: 'Alex Apex',
    vehicleMake: 'XRAY',
    vehicleModel: "XB2 '24",
    publicTrackName: 'Mountain Raceway',
    publicTrackConditions: 'Wet/Muddy',
    trackSurface: 'Treated',
    trackSurfaceTreatment: 'VHT',
    file: { name: 'club.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
  const indoor = await shareViaApi(request, {
    eventName: `${tag} Indoor Champs`,
    driverName: 'Kim Kerb',
    vehicleMake: 'Team Associated',
    vehicleModel: 'B6.4',
    publicTrackName: 'Hall 7',
    publicTrackConditions: 'Smooth/Freshly Prepped',
    trackSurface: 'Carpet',
  });
  return { winter, club, indoor };
}

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** A racer of their own context (closed by the fixture) who shares what `seed` makes. */
async function racerWithSetups(
  newContext: NewContext,
  seed: (request: APIRequestContext) => Promise<unknown>,
) {
  const context = await newContext();
  await registerViaApi(context.request, uniqueRacer());
  await seed(context.request);
  return context;
}

const cardTitles = (page: Page) => page.getByRole('article').locator('h2').allTextContents();
const count = (page: Page) => page.getByText(/^\d+ setups?$/);

test('a visitor lists, searches, filters and sorts shared setups, and the URL keeps it all', async ({
  newContext,
}) => {
  const tag = newTag();
  await racerWithSetups(newContext, (r) => seedThree(r, tag));
  const page = await (await newContext()).newPage();

  await page.goto(`/public-setups?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Setups' })).toBeVisible();
  await expect(count(page)).toHaveText('3 setups');
  // Newest first by default.
  expect(await cardTitles(page)).toEqual([
    `${tag} Indoor Champs`,
    `${tag} Club Night`,
    `${tag} Winter Series`,
  ]);
  const club = page.getByRole('article', { name: `${tag} Club Night` });
  await expect(club.getByText('by Alex Apex')).toBeVisible();
  await expect(club.getByText("XRAY XB2 '24")).toBeVisible();
  await expect(club.getByText('Mountain Raceway · Wet/Muddy')).toBeVisible();
  await expect(club.getByText('Treated (VHT)')).toBeVisible();
  await expect(club.getByText('Today')).toBeVisible();
  await expect(club.getByText('PDF setup sheet attached')).toBeVisible();

  // Sort by name.
  await page.getByLabel('Sort').selectOption({ label: 'Name A–Z' });
  await expect(page).toHaveURL(/sort=name/);
  await expect
    .poll(() => cardTitles(page))
    .toEqual([`${tag} Club Night`, `${tag} Indoor Champs`, `${tag} Winter Series`]);

  // Words: every one must match the start of a word (driver, track, …).
  await page.getByLabel('Search setups').fill(`${tag} silver`);
  await expect(count(page)).toHaveText('1 setup');
  await expect(page.getByRole('article')).toHaveText(new RegExp(`${tag} Winter Series`));
  await expect(page).toHaveURL(new RegExp(`q=${tag}\\+silver`));
  await page.getByLabel('Search setups').fill(tag);
  await expect(count(page)).toHaveText('3 setups');

  // Manufacturer, then its model; Model is disabled until a manufacturer is chosen.
  const model = page.getByLabel('Model', { exact: true });
  await expect(model).toBeDisabled();
  await page.getByLabel('Manufacturer').selectOption('XRAY');
  await expect(count(page)).toHaveText('1 setup');
  await expect(page.getByRole('article', { name: `${tag} Club Night` })).toBeVisible();
  await model.selectOption("XB2 '24");
  await expect(page).toHaveURL(/model=XB2/);
  await expect(count(page)).toHaveText('1 setup');
  await model.selectOption("XB4 '24");
  await expect(count(page)).toHaveText('0 setups');
  await page.getByLabel('Manufacturer').selectOption('');
  await expect(model).toBeDisabled();
  await expect(count(page)).toHaveText('3 setups');

  // Surface, then conditions.
  await page.getByLabel('Surface').selectOption('Carpet');
  await expect(count(page)).toHaveText('1 setup');
  await expect(page.getByRole('article', { name: `${tag} Indoor Champs` })).toBeVisible();
  await page.getByLabel('Surface').selectOption('');
  await page.getByLabel('Conditions').selectOption('Dry/Dusty');
  await expect(count(page)).toHaveText('1 setup');
  await expect(page.getByRole('article', { name: `${tag} Winter Series` })).toBeVisible();

  // A reload (or a link) shows the same results.
  await page.reload();
  await expect(count(page)).toHaveText('1 setup');
  await expect(page.getByLabel('Search setups')).toHaveValue(tag);
  await expect(page.getByLabel('Conditions')).toHaveValue('Dry/Dusty');
  await expect(page.getByLabel('Sort')).toHaveValue('name');

  // Nothing matches: the empty state, whose Clear filters starts over.
  await page.getByLabel('Search setups').fill(`${tag} nosuchword`);
  await expect(page.getByText('No shared setups match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search setups')).toHaveValue('');
  await expect(page.getByLabel('Conditions')).toHaveValue('');
  await expect(page).toHaveURL(/\/public-setups\?sort=name$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('thirteen setups make two pages, with Previous and Next disabled at the ends', async ({
  newContext,
}) => {
  const tag = newTag();
  await racerWithSetups(newContext, async (r) => {
    for (let i = 1; i <= 13; i++)
      await shareViaApi(r, { eventName: `${tag} Round ${String(i).padStart(2, '0')}` });
  });
  const page = await (await newContext()).newPage();
  await page.goto(`/public-setups?q=${tag}`);
  await expect(count(page)).toHaveText('13 setups');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveText(new RegExp(`${tag} Round 01`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
});

test('the detail shows share fields, notes, grouped tuning values and the attached sheet', async ({
  newContext,
}) => {
  const tag = newTag();
  let ids = { winter: 0, club: 0, indoor: 0 };
  await racerWithSetups(newContext, async (r) => {
    ids = await seedThree(r, tag);
  });
  const page = await (await newContext()).newPage();
  await page.goto(`/public-setups?q=${tag}`);
  await page.getByRole('link', { name: `${tag} Winter Series` }).click();
  const detail = page.getByRole('dialog', { name: `${tag} Winter Series` });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/public-setups/${ids.winter}\\?q=${tag}$`));
  await expect(detail.getByText('Silverstone RC')).toBeVisible();
  await expect(detail.getByText('Dry/Dusty')).toBeVisible();
  await expect(detail.getByText('Watch the dust late in the day.')).toBeVisible();
  const front = detail.getByRole('region', { name: 'Front', exact: true });
  await expect(front.getByText('Front camber')).toBeVisible();
  await expect(front.getByText('-2°')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Shocks' }).getByText('500 cSt')).toBeVisible();
  await expect(
    detail.getByRole('region', { name: 'Diffs and drivetrain' }).getByText('10000 cSt'),
  ).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Rear', exact: true })).toHaveCount(0);
  await expect(detail.getByRole('region', { name: 'Chassis and weight' })).toHaveCount(0);
  // The attached image, readable by a visitor once shared.
  await expect(detail.getByRole('button', { name: 'View winter-sheet.png full size' })).toBeVisible();
  await expect
    .poll(() => detail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(40);
  // Visitors are asked to sign in to copy, and come back to this setup afterwards.
  await expect(detail.getByRole('link', { name: 'Sign in to copy' })).toHaveAttribute(
    'href',
    /^\/auth\?returnTo=%2Fpublic-setups%2F\d+/,
  );

  // Escape closes and returns to the list as it was.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/public-setups\\?q=${tag}$`));

  // A PDF opens in a new tab, and anyone may read it.
  await page.goto(`/public-setups/${ids.club}`);
  const club = page.getByRole('dialog', { name: `${tag} Club Night` });
  const pdf = club.getByRole('link', { name: /Open setup sheet \(PDF\)/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  const res = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  await expect(club.getByText('No tuning values were shared with this setup.')).toBeVisible();

  // Signing in to copy comes back to this setup.
  const racer = await registerViaApi(page.context().request, uniqueRacer());
  await page.context().clearCookies();
  await club.getByRole('link', { name: 'Sign in to copy' }).click();
  await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(`/public-setups/${ids.club}`)}`);
  await signInThroughForm(page, racer.username, racer.password);
  await expect(page).toHaveURL(`/public-setups/${ids.club}`);
  await expect(club.getByRole('button', { name: 'Copy to my setups' })).toBeVisible();
});

test('?highlight scrolls to the just-shared card and marks it, pinning it when on another page', async ({
  newContext,
}) => {
  const tag = newTag();
  const ids: number[] = [];
  await racerWithSetups(newContext, async (r) => {
    for (let i = 1; i <= 13; i++)
      ids.push(await shareViaApi(r, { eventName: `${tag} Heat ${String(i).padStart(2, '0')}` }));
  });
  const page = await (await newContext({ viewport: { width: 375, height: 812 } })).newPage();

  // Heat 02 is the last card of page 1 (newest first), far below the fold on a phone.
  await page.goto(`/public-setups?q=${tag}&highlight=${ids[1]}`);
  const marked = page.getByRole('article', { name: `${tag} Heat 02` });
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked.getByText('Just shared')).toBeVisible();
  await expect(marked).toBeInViewport();
  await expect(page.locator('article[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(12);

  // Heat 01 is on page 2: fetched by id and pinned first on page 1.
  await page.goto(`/public-setups?q=${tag}&highlight=${ids[0]}`);
  await expect(page.getByRole('article')).toHaveCount(13);
  const first = page.getByRole('article').first();
  await expect(first).toHaveAccessibleName(`${tag} Heat 01`);
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(first).toBeInViewport();
  // Filters (folded away on a phone) keep the highlight in the URL.
  await expect(page.getByLabel('Sort')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Sort').selectOption('name');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(new RegExp(`highlight=${ids[0]}`));
});

test('a racer copies a shared setup onto one of their cars', async ({ newContext, page }) => {
  const tag = newTag();
  let ids = { winter: 0, club: 0, indoor: 0 };
  await racerWithSetups(newContext, async (r) => {
    ids = await seedThree(r, tag);
  });
  await registerViaApi(page.request);
  const car = await page.request.post('/api/cars', { data: { manufacturer: 'Tekno RC', model: 'EB48 2.2' } });
  const carId = ((await car.json()) as { id: number }).id;

  await page.goto(`/public-setups?q=${tag}`);
  await page.getByRole('link', { name: `${tag} Winter Series` }).click();
  const detail = page.getByRole('dialog', { name: `${tag} Winter Series` });
  await detail.getByLabel('Copy onto car (optional)').selectOption({ label: 'EB48 2.2 (Tekno RC)' });
  await detail.getByRole('button', { name: 'Copy to my setups' }).click();
  await expect(page.getByText('Setup copied to your setup sheets', { exact: true })).toBeVisible();

  const sheets = (await (await page.request.get('/api/setup-sheets')).json()) as Array<
    Record<string, unknown>
  >;
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatchObject({
    name: `${tag} Winter Series – EB48 2.2 (copy)`,
    rcCarId: carId,
    isPublic: false,
    frontCamber: '-2°',
    centerDiffOil: '10000 cSt',
  });
  await page.getByRole('link', { name: /^Open .*\(copy\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/setup-sheets\\?id=${sheets[0]?.id}$`));

  // The original is untouched and still shared.
  const still = await page.request.get(`/api/public-setups/${ids.winter}`);
  expect(still.status()).toBe(200);
});

test('an un-shared setup is gone for the visitor, from the list and by its link', async ({ newContext }) => {
  const tag = newTag();
  let ids = { winter: 0, club: 0, indoor: 0 };
  const owner = await racerWithSetups(newContext, async (r) => {
    ids = await seedThree(r, tag);
  });
  const page = await (await newContext()).newPage();
  await page.goto(`/public-setups?q=${tag}`);
  await expect(count(page)).toHaveText('3 setups');

  const unshare = await owner.request.put(`/api/setup-sheets/${ids.club}`, { data: { isPublic: false } });
  expect(unshare.status()).toBe(200);
  await page.reload();
  await expect(count(page)).toHaveText('2 setups');
  await expect(page.getByRole('article', { name: `${tag} Club Night` })).toHaveCount(0);
  await page.goto(`/public-setups/${ids.club}`);
  await expect(page.getByRole('dialog', { name: 'Setup not found' })).toBeVisible();
});

/** Nothing spills sideways (a phone must never scroll horizontally). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`community accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('axe finds nothing on the list, the highlighted card, the detail and the empty state', async ({
      newContext,
      page,
    }) => {
      const tag = newTag();
      let ids = { winter: 0, club: 0, indoor: 0 };
      await racerWithSetups(newContext, async (r) => {
        ids = await seedThree(r, tag);
      });
      await page.goto(`/public-setups?q=${tag}&highlight=${ids.club}`);
      await expect(page.getByRole('article')).toHaveCount(3);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name: `${tag} Winter Series` }).click();
      const detail = page.getByRole('dialog', { name: `${tag} Winter Series` });
      await expect(detail.getByRole('button', { name: /full size/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(`/public-setups?q=${tag}+nosuchword`);
      await expect(page.getByText('No shared setups match your search')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
