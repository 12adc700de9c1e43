import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiHandlers, type mockApi, session } from '../../../test/utils';
import { GOALS, QUESTIONS, RESULT } from './render';

/** Steps of the wizard a test drives, shared by the dialog's test files. */
export const QUESTIONS_URL = 'GET /api/tuning/questions?goalId=more-steering';
export const api = (extra: ApiHandlers = {}): ApiHandlers => ({
  ...session(null),
  'GET /api/tuning/goals': () => [200, GOALS],
  [QUESTIONS_URL]: () => [200, QUESTIONS],
  'POST /api/tuning/analyse': () => [200, RESULT],
  ...extra,
});
export const calls = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;

export async function open() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start Analysis' }));
  const dialog = await screen.findByRole('dialog', { name: /AI Setup Wizard/ });
  return { user, dialog };
}

type User = ReturnType<typeof userEvent.setup>;

/** "Your car": a 1:10 2WD electric buggy, each answer a radio of its own group. */
export async function describeCar(user: User, dialog: HTMLElement) {
  const car = await within(dialog).findByRole('region', { name: 'Your car' });
  for (const name of ['Buggy', '1:10', '2WD (rear wheels)', 'Electric motor and ESC'])
    await user.click(within(car).getByRole('radio', { name }));
}

export const CAR_ANSWERS = {
  'car-class': 'class-buggy',
  'car-scale': 'scale-10',
  'car-drive': 'drive-2wd',
  'car-power': 'power-electric',
};

/** Answers every question served: the car's kind when asked, then the handling questions. */
export async function answerAll(user: User, dialog: HTMLElement) {
  const entry = await within(dialog).findByRole('button', { name: 'Corner entry' });
  if (within(dialog).queryByRole('region', { name: 'Your car' })) await describeCar(user, dialog);
  await user.click(entry);
  await user.click(within(dialog).getByRole('button', { name: 'High' }));
}

export async function toResults() {
  const { user, dialog } = await open();
  await user.click(await within(dialog).findByRole('button', { name: /More steering/ }));
  await answerAll(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
  await within(dialog).findByText(RESULT.summary);
  return { user, dialog };
}
