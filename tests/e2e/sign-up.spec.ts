import {
  answerSecurityQuestionsThroughUi,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughUi,
} from './support/auth-ui';
import { expect, expectNoAxeViolations, PHONE_AND_DESKTOP, test, uniqueRacer } from './support/fixtures';

/**
 * Issue 33: sign-up in three fields; the security questions on a step of their own, with the reason;
 * a racer who skips is reminded, and the reset tells an account without answers what it lacks.
 */
for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(name, () => {
    test.use({ viewport });

    test('three fields, then the questions step; skipped, reminded, refused a reset, then set', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const shot = async (label: string) => {
        await expectNoAxeViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`sign-up-${name}-${label}.png`), fullPage: true });
      };
      const racer = uniqueRacer();
      const menuLabel = racer.email.split('@')[0] as string;

      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      // Three fields, and nothing else to fill in.
      await expect(form.locator('input, select, textarea')).toHaveCount(3);
      await expect(form.getByText(/they are how you reset your password/)).toBeVisible();
      await shot('1-form');

      await signUpThroughUi(page, racer);
      await expect(page).toHaveURL(/\/security-questions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your security questions' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Why we ask' })).toContainText(
        'without them a forgotten password cannot be reset',
      );
      await expect(page.getByLabel('Current Password')).toHaveCount(0);
      await shot('2-questions-step');

      await page.getByRole('link', { name: 'Skip for now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const reminder = page.getByRole('region', { name: 'Set your security questions' });
      await expect(reminder).toBeVisible();
      await shot('3-dashboard-reminder');
      await page.goto('/settings');
      const settingsCard = page.getByRole('region', { name: 'Security Questions' });
      await expect(settingsCard.getByText(/Not set yet: until you set them/)).toBeVisible();
      await settingsCard.scrollIntoViewIfNeeded();
      await shot('3b-settings-not-set');

      // Without answers, the reset says so, and goes no further.
      await signOutThroughUi(page, racer, menuLabel);
      await page.getByRole('tab', { name: 'Reset Password' }).click();
      const find = page.getByRole('form', { name: 'Find your account' });
      await find.getByLabel('Email').fill(racer.email);
      await find.getByRole('button', { name: 'Continue' }).click();
      await expect(find.getByRole('alert')).toContainText('This account has no security questions');
      await expect(page.getByRole('form', { name: 'Reset password' })).toHaveCount(0);
      await shot('4-reset-refused');

      // Signed in again, the reminder leads to the step; once set, it is gone.
      await signInThroughUi(page, racer.email, racer.password);
      await page.getByRole('region', { name: 'Set your security questions' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/security-questions$/);
      await answerSecurityQuestionsThroughUi(page, racer);
      await expect(page.getByText('Security questions saved', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(reminder).toHaveCount(0);
    });
  });
}
