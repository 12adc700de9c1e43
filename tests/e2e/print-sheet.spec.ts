import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, registerViaApi, test } from './support/fixtures';
import { racerWithFullSheet } from './support/setups-api';

/**
 * Printed setups (issue 18 item 5): a full sheet, opened from its read view, prints to exactly one page
 * on A4 and on Letter, with none of the app's chrome; looked at as a picture of the print-emulated page.
 */

/** A PDF's pages: each is one `/Type /Page` object (`/Type /Pages` is the tree above them). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

async function expectOnePage(page: Page) {
  for (const format of ['A4', 'Letter'] as const) {
    // preferCSSPageSize off: the paper is the one chosen, as in the print dialog; @page gives the margins.
    const pdf = await page.pdf({ format, printBackground: true });
    expect(pdfPages(pdf), `pages on ${format}`).toBe(1);
  }
}

test('a full sheet prints to one page on A4 and Letter, black on white without the app chrome', async ({
  page,
}, testInfo) => {
  const { sheet } = await racerWithFullSheet(page.request);
  await page.goto(`/setup-sheets?id=${sheet}`);
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/setup-sheets/${sheet}/print$`));

  const paper = page.getByRole('article', { name: 'Setup sheet: Silverdale club final, to print' });
  await expect(paper.getByRole('columnheader', { name: 'FRONT' })).toBeVisible();
  await expect(paper.getByRole('row', { name: /^Camber/ })).toContainText('-2°-2.5°');
  await expect(paper.getByRole('row', { name: /^Shock oil/ })).toContainText('500 cSt450 cSt');
  await expect(paper).toContainText('ESC: Hobbywing XR8 Pro G2S, Club, mild punch');
  await expect(paper).toContainText('38.100');
  // An electric car: the nitro engine's group is not printed.
  await expect(paper.getByText('Glow plug')).toHaveCount(0);
  await expect(paper.getByRole('img', { name: /^Link to Setup sheet/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The picture at the paper's width: A4 less the 8 mm margins is 194 mm, 733 CSS pixels.
  await page.setViewportSize({ width: 733, height: 1062 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('print-full-sheet.png'), fullPage: true });
  await expectOnePage(page);
});

test('an ESC setup and the blank sheet print to one page; another racer’s sheet is not found', async ({
  page,
  newContext,
}, testInfo) => {
  const { esc, sheet } = await racerWithFullSheet(page.request);
  await page.goto(`/setup-sheets?tab=esc&id=${esc}`);
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/setup-sheets/esc/${esc}/print$`));
  await expect(page.getByRole('article', { name: 'ESC setup: Club, mild punch, to print' })).toContainText(
    'Punch control',
  );
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expectOnePage(page);

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/setup-sheets');
  await page.getByRole('link', { name: 'Print a blank sheet' }).click();
  await expect(page.getByRole('article', { name: 'Setup sheet, to print' })).toContainText('Glow plug');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 733, height: 1062 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('print-blank-sheet.png'), fullPage: true });
  await expectOnePage(page);

  const other = await newContext();
  await registerViaApi(other.request);
  const theirs = await other.newPage();
  await theirs.goto(`/setup-sheets/${sheet}/print`);
  await expect(theirs.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await theirs.goto(`/setup-sheets/esc/${esc}/print`);
  await expect(theirs.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test(`the print page on a ${name} screen`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const { sheet } = await racerWithFullSheet(page.request);
    await page.goto(`/setup-sheets/${sheet}/print`);
    await expect(page.getByRole('columnheader', { name: 'FRONT' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`print-screen-${name}.png`), fullPage: true });
  });
}
