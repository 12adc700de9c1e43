import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test } from './support/fixtures';
import { addSheetViaApi, racerWithSheet } from './support/setups-api';

/**
 * "Install on <car>" (issue 29, item 8): from the car card in My Fleet, a setup of the car is
 * installed with a note in one dialog; the card shows it installed, and its History shows the
 * install with the note. On a phone and on a desktop.
 */

const SHOTS = process.env.INSTALL_SHOTS;

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('install a setup from the car card with a note, see it installed and the note in History', async ({
      page,
    }) => {
      test.slow(); // two installs, five full-page axe scans in one journey
      const { car, sheet: kit } = await racerWithSheet(page.request, {
        name: 'Kit setup',
        isCurrentlyInstalled: true,
      });
      await addSheetViaApi(page.request, { name: 'Clay final', rcCarId: car, trackName: 'Silverdale' });

      await page.goto('/fleet');
      const card = page.getByRole('article', { name: /EB48 2\.2/ });
      await expect(card.getByRole('link', { name: 'Kit setup' })).toBeVisible();
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/card-before-${name}.png` });
      await card.getByRole('button', { name: 'Install on Tekno RC EB48 2.2' }).click();

      const dialog = page.getByRole('dialog', { name: 'Install on Tekno RC EB48 2.2' });
      const setup = dialog.getByRole('combobox', { name: 'Setup' });
      await expect(setup).toHaveValue(/^setup-sheet:\d+$/);
      await setup.selectOption({ label: 'Clay final' });
      await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Fresh diff oil for the A main');
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-${name}.png` });
      await dialog.getByRole('button', { name: 'Install' }).click();

      await expect(
        page.getByText("'Clay final' is installed on the Tekno RC EB48 2.2.", { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('link', { name: 'Clay final' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Kit setup' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/card-after-${name}.png` });

      await card.getByRole('link', { name: 'Clay final' }).click();
      const view = page.getByRole('article', { name: 'Clay final, to read' });
      await expect(view.getByText('✓ Installed')).toBeVisible();
      await expect(view.getByRole('button', { name: /^Install on/ })).toHaveCount(0);
      await view.getByRole('button', { name: /^Show history/ }).click();
      const installs = view.getByRole('list', { name: 'Installs' });
      await expect(installs.getByRole('listitem')).toHaveCount(1);
      await expect(installs).toContainText('Installed on Tekno RC EB48 2.2');
      await expect(installs).toContainText('Note: Fresh diff oil for the A main');
      await expectNoAxeViolations(page);
      if (SHOTS) await view.screenshot({ path: `${SHOTS}/history-${name}.png` });

      // The setup taken off offers it back from its own read view: the dialog asks only for a note.
      await page.goto(`/setup-sheets?id=${kit}`);
      const kitView = page.getByRole('article', { name: 'Kit setup, to read' });
      const installKit = kitView.getByRole('button', { name: 'Install on Tekno RC EB48 2.2' });
      await expect(installKit).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/read-view-${name}.png` });
      await installKit.click();
      const ask = page.getByRole('dialog', { name: 'Install on Tekno RC EB48 2.2' });
      await expect(ask.getByRole('combobox')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await ask.getByRole('button', { name: 'Install' }).click();
      await expect(kitView.getByText('✓ Installed')).toBeVisible();
      await expect(kitView.getByRole('button', { name: /^Install on/ })).toHaveCount(0);
    });
  });
}
