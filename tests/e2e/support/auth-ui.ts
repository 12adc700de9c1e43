import { expect, type Page } from '@playwright/test';
import type { Racer } from './fixtures';

/** Fills and submits the Sign Up tab of /auth the way a racer would. */
export async function signUpThroughUi(page: Page, racer: Racer): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(racer.username);
  await form.getByLabel('Email').fill(racer.email);
  await form.getByLabel('First Name').fill(racer.firstName);
  await form.getByLabel('Last Name').fill(racer.lastName);
  await form.getByLabel('Password', { exact: true }).fill(racer.password);
  await form.getByLabel('Confirm Password').fill(racer.password);
  await form.getByLabel('Security Question 1').selectOption(racer.securityQuestion1);
  await form.getByLabel('Answer 1').fill(racer.securityAnswer1);
  await form.getByLabel('Security Question 2').selectOption(racer.securityQuestion2);
  await form.getByLabel('Answer 2').fill(racer.securityAnswer2);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens /auth and signs in with an e-mail or a username. */
export async function signInThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/auth');
  await signInThroughForm(page, identifier, password);
}

/** Fills and submits the sign-in form already on screen (a protected page may have led there). */
export async function signInThroughForm(page: Page, identifier: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or username').fill(identifier);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOutThroughUi(page: Page, racer: Racer): Promise<void> {
  await page.getByRole('button', { name: new RegExp(racer.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
