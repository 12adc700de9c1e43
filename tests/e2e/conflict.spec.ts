import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { racerWithSheet } from './support/setups-api';

/**
 * Issue 18 item 4: one racer's sheet open in two tabs. The second saves first; the first then saves a
 * different change, is refused (412) and shows both sides field by field; the racer chooses, saves the
 * merge as a new version, and the history shows nothing was overwritten. On a phone and a desktop.
 */

const carTab = (page: Page) => page.getByRole('tabpanel', { name: 'Car Setups' });
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Setup sheet' }).getByLabel(label, { exact: true });
const isPut = (r: { request: () => { method: () => string }; url: () => string }) =>
  r.request().method() === 'PUT' && /\/api\/setup-sheets\/\d+$/.test(new URL(r.url()).pathname);

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a save over a newer version shows both sides, and the merge is saved as a new version', async ({
      page,
      context,
    }) => {
      const { sheet } = await racerWithSheet(page.request, { name: 'Club race', trackName: 'Mill' });
      const editor = `/setup-sheets?id=${sheet}&edit=1`;
      await page.goto(editor);
      await expect(field(page, 'Track Name')).toHaveValue('Mill');

      const other = await context.newPage();
      await other.goto(editor);
      await field(other, 'Track Name').fill('Silverdale');
      const otherSave = other.waitForResponse(isPut);
      await carTab(other).getByRole('button', { name: 'Save Setup' }).click();
      expect((await otherSave).status()).toBe(200);
      await other.close();

      await field(page, 'Notes').fill('Soft tyres');
      await carTab(page).getByLabel('What did you change and why?').fill('More grip');
      const refused = page.waitForResponse(isPut);
      await carTab(page).getByRole('button', { name: 'Save Setup' }).click();
      expect((await refused).status()).toBe(412);

      const resolver = carTab(page).getByRole('region', { name: 'Choose field by field' });
      await expect(resolver).toContainText('Theirs: saved');
      const track = resolver.getByRole('group', { name: 'Track' });
      await expect(track.getByRole('radio', { name: 'Theirs Silverdale' })).toBeChecked();
      await expect(track.getByRole('radio', { name: 'Mine Mill' })).not.toBeChecked();
      const notes = resolver.getByRole('group', { name: 'Notes' });
      await expect(notes.getByRole('radio', { name: 'Mine Soft tyres' })).toBeChecked();
      await expectNoAxeViolations(page);
      // A phone reads it without scrolling sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // Keyboard: the choice moves with the arrow keys, then back.
      await notes.getByRole('radio', { name: 'Mine Soft tyres' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(notes.getByRole('radio', { name: /^Theirs/ })).toBeChecked();
      await page.keyboard.press('ArrowUp');
      await expect(notes.getByRole('radio', { name: 'Mine Soft tyres' })).toBeChecked();

      const merged = page.waitForResponse(isPut);
      await resolver.getByRole('button', { name: 'Save merged' }).click();
      expect((await merged).status()).toBe(200);
      await expect(resolver).toHaveCount(0);
      await expect(field(page, 'Track Name')).toHaveValue('Silverdale');
      await expect(field(page, 'Notes')).toHaveValue('Soft tyres');

      const versions = await (await page.request.get(`/api/setup-sheets/${sheet}/versions`)).json();
      expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
      expect(versions[0]).toMatchObject({
        note: 'More grip',
        changes: [{ field: 'notes', from: null, to: 'Soft tyres' }],
      });
      expect(versions[1].changes).toEqual([{ field: 'trackName', from: 'Mill', to: 'Silverdale' }]);
    });
  });
}
