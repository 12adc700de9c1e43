import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '../../../../shared/constants/security-questions';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const [Q1, Q2] = SECURITY_QUESTIONS as unknown as [string, string];

async function openSignUp(path = '/auth') {
  const user = userEvent.setup();
  const { router } = renderApp(path);
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return { user, router };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'racer1');
  await user.type(screen.getByLabelText('Email'), 'racer@club.org');
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.selectOptions(screen.getByLabelText('Security Question 1'), Q1);
  await user.type(screen.getByLabelText('Answer 1'), 'Rex');
  await user.selectOptions(screen.getByLabelText('Security Question 2'), Q2);
  await user.type(screen.getByLabelText('Answer 2'), 'Smith');
}

describe('Sign Up', () => {
  it('shows every required-field message of the shared schema', async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Please select a security question')).toBeInTheDocument();
    expect(screen.getByText('Please select a second security question')).toBeInTheDocument();
    expect(screen.getAllByText('Please provide an answer')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  });

  it("says the passwords don't match alongside the other messages", async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a security question')).toBeInTheDocument();
  });

  it("says when the passwords don't match", async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'other12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('leaves the first choice out of the second list', async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    const second = screen.getByLabelText('Security Question 2');
    expect(within(second).getAllByRole('option')).toHaveLength(SECURITY_QUESTIONS.length + 1);
    await user.selectOptions(second, Q1);
    await user.selectOptions(screen.getByLabelText('Security Question 1'), Q1);
    expect(within(second).queryByRole('option', { name: Q1 })).toBeNull();
    expect(within(second).getAllByRole('option')).toHaveLength(SECURITY_QUESTIONS.length);
    // The now-missing choice is cleared rather than silently kept.
    expect(second).toHaveValue('');
  });

  it("shows a server failure inline without the '400: '", async () => {
    mockApi({ ...session(null), 'POST /api/register': () => [400, { message: 'Username already taken' }] });
    const { user } = await openSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Username already taken$/);
  });

  it('sends the payload without confirmPassword, welcomes the racer and goes home', async () => {
    const fetchMock = mockApi({ ...session(null), 'POST /api/register': () => [201, TEST_USER] });
    const { user } = await openSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Welcome, Jane! You can now manage your RC fleet and setup sheets.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'racer1',
      email: 'racer@club.org',
      firstName: 'Jane',
      lastName: 'Doe',
      password: 'secret1',
      securityQuestion1: Q1,
      securityAnswer1: 'Rex',
      securityQuestion2: Q2,
      securityAnswer2: 'Smith',
    });
  });

  it('takes a new racer back to the page that sent them to sign in', async () => {
    mockApi({
      ...session(null),
      'POST /api/register': () => [201, TEST_USER],
      'GET /api/cars': () => [200, []],
    });
    const { user, router } = await openSignUp('/auth?returnTo=%2Ffleet');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
  });
});
