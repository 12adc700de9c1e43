import {
  answerSecurityQuestionsThroughUi,
  signInThroughForm,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughUi,
} from './support/auth-ui';
import { expect, expectNoAxeViolations, registerViaApi, test, uniqueRacer } from './support/fixtures';

test('a new racer registers, answers the security questions, lands on the dashboard, signs out and back in', async ({
  page,
}) => {
  const racer = uniqueRacer();
  await signUpThroughUi(page, racer);
  await expect(page).toHaveURL(/\/security-questions$/);
  await expect(page.getByText('Account created successfully · Step 2 of 2')).toBeVisible();
  await answerSecurityQuestionsThroughUi(page, racer);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Set your security questions' })).toHaveCount(0);
  // Sign-up asks no names: the user menu is labelled with the part of the e-mail before the @ (SPEC §2).
  const menuLabel = racer.email.split('@')[0] as string;
  await expect(page.getByRole('button', { name: menuLabel })).toBeVisible();

  await signOutThroughUi(page, racer, menuLabel);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await signInThroughUi(page, racer.email, racer.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

const REFUSED = 'Incorrect email, username or password';

test('sign-in errors show inline, the same for an unknown account as for a wrong password', async ({
  page,
  request,
}) => {
  const racer = await registerViaApi(request);
  await signInThroughUi(page, 'nobody-here@example.com', 'whatever');
  await expect(page.getByText(REFUSED, { exact: true })).toBeVisible();
  await signInThroughUi(page, racer.username, 'not-the-password');
  await expect(page.getByText(REFUSED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`return after sign-in on a ${device}`, () => {
    test.use({ viewport });

    test('a protected page opened signed out comes back after signing in by username', async ({
      page,
      request,
    }) => {
      const racer = await registerViaApi(request);
      await page.goto('/setup-sheets?tab=esc');
      await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsetup-sheets%3Ftab%3Desc$/);
      await signInThroughForm(page, racer.username.toUpperCase(), racer.password);
      await expect(page).toHaveURL(/\/setup-sheets\?tab=esc$/);
      await expect(page.getByRole('tab', { name: 'ESC Setups', selected: true })).toBeVisible();
    });
  });
}

test('sign-up shows the validation messages and creates nothing', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Username is required')).toBeVisible();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a racer resets a forgotten password through the two security questions', async ({ page, request }) => {
  const racer = await registerViaApi(request);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByRole('form', { name: 'Find your account' }).getByLabel('Email').fill(racer.email);
  await page.getByRole('button', { name: /Find|Continue|Next|Get/ }).click();

  const reset = page.getByRole('form', { name: 'Reset password' });
  await expect(reset.getByLabel('Security Question 1')).toHaveValue(racer.securityQuestion1);
  await expect(reset.getByLabel('Security Question 2')).toHaveValue(racer.securityQuestion2);

  // Back returns to the first step and clears it.
  await reset.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('form', { name: 'Find your account' }).getByLabel('Email')).toHaveValue('');
  await page.getByRole('form', { name: 'Find your account' }).getByLabel('Email').fill(racer.email);
  await page.getByRole('button', { name: /Find|Continue|Next|Get/ }).click();

  // Answers are case-sensitive: a lower-cased answer is refused.
  await reset.getByLabel('Answer 1').fill(racer.securityAnswer1.toLowerCase());
  await reset.getByLabel('Answer 2').fill(racer.securityAnswer2);
  await reset.getByLabel('New Password', { exact: true }).fill('Brand-new-tyres-1');
  await reset.getByLabel('Confirm New Password').fill('Brand-new-tyres-1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText("The security answers don't match our records.", { exact: true }),
  ).toBeVisible();

  await reset.getByLabel('Answer 1').fill(racer.securityAnswer1);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await signInThroughUi(page, racer.email, 'Brand-new-tyres-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a racer changes the password in Settings', async ({ page }) => {
  const racer = await registerViaApi(page.request, uniqueRacer({ lastName: '' }));
  await page.goto('/settings');
  await expect(page.getByText(racer.username)).toBeVisible();
  // The empty last name reads 'Not provided'.
  await expect(page.getByText('Not provided')).toBeVisible();

  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current Password').fill('wrong-password');
  await form.getByLabel('New Password', { exact: true }).fill('Fresh-tyres-22');
  await form.getByLabel('Confirm New Password').fill('Fresh-tyres-22');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('The current password you entered is incorrect. Please try again.', { exact: true }),
  ).toBeVisible();

  await form.getByLabel('Current Password').fill(racer.password);
  await form.getByLabel('New Password', { exact: true }).fill('Fresh-tyres-22');
  await form.getByLabel('Confirm New Password').fill('Fresh-tyres-22');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();

  await signOutThroughUi(page, racer);
  await signInThroughUi(page, racer.email, 'Fresh-tyres-22');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a racer deletes the account after confirming with the password, and can no longer sign in', async ({
  page,
}) => {
  const racer = await registerViaApi(page.request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const password = dialog.getByLabel('Current Password');
  await expect(password).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await password.fill(racer.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, racer.email, racer.password);
  await expect(page.getByText(REFUSED, { exact: true })).toBeVisible();
});

test('a wrong password in the delete confirmation deletes nothing', async ({ page }) => {
  const racer = await registerViaApi(page.request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Current Password');
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(dialog.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Still there: the racer stays signed in and can sign in again.
  await page.reload();
  await expect(page.getByText(racer.username)).toBeVisible();
  await signOutThroughUi(page, racer);
  await signInThroughUi(page, racer.email, racer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a racer changes the e-mail in Settings with the password, then signs in with it', async ({ page }) => {
  const racer = await registerViaApi(page.request);
  const newEmail = `moved.${racer.email}`;
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Email').fill(newEmail.toUpperCase());
  await form.getByLabel('Current Password').fill(racer.password);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(`Sign in with ${newEmail} from now on.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Information' }).getByText(newEmail)).toBeVisible();

  await signOutThroughUi(page, racer);
  await signInThroughUi(page, newEmail, racer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
