import { expect, type Page } from '@playwright/test';
import type { Racer } from './fixtures';

/**
 * Fills and submits the Sign Up tab of /auth the way a racer would: its three fields (issue 33).
 * The security questions step follows (answerSecurityQuestionsThroughUi).
 */
export async function signUpThroughUi(page: Page, racer: Racer): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(racer.username);
  await form.getByLabel('Email').fill(racer.email);
  await form.getByLabel('Password', { exact: true }).fill(racer.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Answers the step that follows sign-up with the racer's two questions and saves them. */
export async function answerSecurityQuestionsThroughUi(page: Page, racer: Racer): Promise<void> {
  const form = page.getByRole('form', { name: 'Security questions' });
  await form.getByLabel('Security Question 1').selectOption(racer.securityQuestion1);
  await form.getByLabel('Answer 1').fill(racer.securityAnswer1);
  await form.getByLabel('Security Question 2').selectOption(racer.securityQuestion2);
  await form.getByLabel('Answer 2').fill(racer.securityAnswer2);
  await form.getByRole('button', { name: 'Save Security Questions' }).click();
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

/** The user menu is labelled with the first name, else the part of the e-mail before the @ (SPEC §2). */
export async function signOutThroughUi(page: Page, racer: Racer, menuLabel = racer.firstName): Promise<void> {
  await page.getByRole('button', { name: new RegExp(menuLabel) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
