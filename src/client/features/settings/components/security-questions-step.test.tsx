import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../../../shared/constants/security-questions';
import type { User } from '../../../../shared/schemas/user';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { PASSWORD_NOW_NEEDED } from './security-questions-step';

const [Q1, Q2] = SECURITY_QUESTIONS as unknown as [string, string];
const NEW_RACER: User = { ...TEST_USER, securityQuestionsSet: false };

/** A racer without questions, until a PUT succeeds; `refuse` answers the PUTs before that. */
function racerWithoutQuestions(refuse?: (body: unknown) => [number, unknown?] | undefined) {
  let set = false;
  const sent: unknown[] = [];
  const fetchMock = mockApi({
    ...session(NEW_RACER),
    'GET /api/auth/user': () => [200, { ...NEW_RACER, securityQuestionsSet: set }],
    'PUT /api/security-questions': (body) => {
      sent.push(body);
      const refused = refuse?.(body);
      if (refused) return refused;
      set = true;
      return [204];
    },
    'GET /api/cars': () => [200, []],
    'GET /api/setup-sheets': () => [200, []],
  });
  return { sent, fetchMock };
}

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Security Question 1'), Q1);
  await user.type(screen.getByLabelText('Answer 1'), 'Rex');
  await user.selectOptions(screen.getByLabelText('Security Question 2'), Q2);
  await user.type(screen.getByLabelText('Answer 2'), 'Pizza');
  await user.click(screen.getByRole('button', { name: 'Save Security Questions' }));
}

describe('the security questions step after sign-up', () => {
  it('says why it asks, and saves both questions without the password, then moves on', async () => {
    const { sent } = racerWithoutQuestions();
    const user = userEvent.setup();
    const { router } = renderApp('/security-questions?returnTo=%2Ffleet');
    expect(await screen.findByRole('region', { name: 'Why we ask' })).toHaveTextContent(
      /without them a forgotten password cannot be reset/,
    );
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    // Reached without a sign-up in this tab (the reminder, a reload): no "Account created" line.
    expect(screen.queryByText(/Account created/)).toBeNull();
    await answer(user);
    expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
    expect(sent).toEqual([
      { securityQuestion1: Q1, securityAnswer1: 'Rex', securityQuestion2: Q2, securityAnswer2: 'Pizza' },
    ]);
  });

  it('applies the rules of sign-up before sending anything', async () => {
    const { sent } = racerWithoutQuestions();
    const user = userEvent.setup();
    renderApp('/security-questions');
    await user.click(await screen.findByRole('button', { name: 'Save Security Questions' }));
    expect(await screen.findByText('Please select a security question')).toBeInTheDocument();
    expect(screen.getByText('Please select a second security question')).toBeInTheDocument();
    expect(screen.getAllByText('Please provide an answer')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('leaves the first choice out of the second list', async () => {
    racerWithoutQuestions();
    const user = userEvent.setup();
    renderApp('/security-questions');
    const second = await screen.findByLabelText('Security Question 2');
    expect(within(second).getAllByRole('option')).toHaveLength(SECURITY_QUESTIONS.length + 1);
    await user.selectOptions(second, Q1);
    await user.selectOptions(screen.getByLabelText('Security Question 1'), Q1);
    expect(within(second).queryByRole('option', { name: Q1 })).toBeNull();
    // The now-missing choice is cleared rather than silently kept.
    expect(second).toHaveValue('');
  });

  it('asks for the password when the server says the hour after sign-up has passed', async () => {
    const { sent } = racerWithoutQuestions((body) =>
      (body as { currentPassword?: string }).currentPassword
        ? undefined
        : [400, { message: 'Current password is required', code: 'password_required' }],
    );
    const user = userEvent.setup();
    const { router } = renderApp('/security-questions');
    await answer(user);
    const password = await screen.findByLabelText('Current Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(PASSWORD_NOW_NEEDED);
    await user.type(password, 'pit-lane-1');
    await user.click(screen.getByRole('button', { name: 'Save Security Questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ currentPassword: 'pit-lane-1', securityAnswer2: 'Pizza' });
  });

  it('skips to the page the racer was going to, and the dashboard then reminds them', async () => {
    racerWithoutQuestions();
    const user = userEvent.setup();
    const { router } = renderApp('/security-questions');
    await user.click(await screen.findByRole('link', { name: 'Skip for now' }));
    const reminder = await screen.findByRole('region', { name: 'Set your security questions' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(reminder).getByRole('link', { name: 'Set them now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security-questions'));
  });

  it('has nothing to ask a racer whose questions are set, and no reminder shows', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, []],
      'GET /api/setup-sheets': () => [200, []],
    });
    const { router } = renderApp('/security-questions?returnTo=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('region', { name: 'Set your security questions' })).toBeNull();
  });
});
