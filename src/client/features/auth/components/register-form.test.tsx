import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/schemas/user';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

// What the server answers a three-field sign-up: no names, no questions yet.
const NEW_RACER: User = { ...TEST_USER, firstName: null, lastName: null, securityQuestionsSet: false };

async function openSignUp(path = '/auth') {
  const user = userEvent.setup();
  const { router } = renderApp(path);
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return { user, router };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'racer1');
  await user.type(screen.getByLabelText('Email'), 'racer@club.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
}

describe('Sign Up (issue 33: three fields)', () => {
  it('asks only username, e-mail and password, and says the questions come next', async () => {
    mockApi(session(null));
    await openSignUp();
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['username', 'email']);
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).queryByLabelText('Confirm Password')).toBeNull();
    expect(within(form).queryByRole('combobox')).toBeNull();
    expect(within(form).getByText(/they are how you reset your password/)).toBeInTheDocument();
  });

  it('shows the required-field messages of the shared schema', async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  });

  it('shows the password on request, for a racer who cannot confirm it by typing it twice', async () => {
    mockApi(session(null));
    const { user } = await openSignUp();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a server failure inline without the '400: '", async () => {
    mockApi({ ...session(null), 'POST /api/register': () => [400, { message: 'Username already taken' }] });
    const { user } = await openSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Username already taken$/);
  });

  it('sends the three fields and opens the security questions step, which says the account exists', async () => {
    const fetchMock = mockApi({ ...session(null), 'POST /api/register': () => [201, NEW_RACER] });
    const { user, router } = await openSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Your security questions', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/security-questions');
    expect(screen.getByText('Account created successfully · Step 2 of 2')).toBeInTheDocument();
    // No toast over the step's fields.
    expect(screen.queryByText('Account created successfully!')).toBeNull();
    expect(screen.getByRole('region', { name: 'Why we ask' })).toHaveTextContent(/how you set a new one/);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'racer1',
      email: 'racer@club.org',
      password: 'secret1',
    });
  });

  it('goes on to the page that sent them to sign in once the step is skipped', async () => {
    mockApi({
      ...session(null),
      'POST /api/register': () => [201, NEW_RACER],
      'GET /api/cars': () => [200, []],
    });
    const { user, router } = await openSignUp('/auth?returnTo=%2Ffleet');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?returnTo=%2Ffleet'));
    await user.click(await screen.findByRole('link', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
  });

  it('skips the step for an account that has its questions, and welcomes the racer', async () => {
    mockApi({ ...session(null), 'POST /api/register': () => [201, TEST_USER] });
    const { user, router } = await openSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The toaster renders its toasts after the page that raised them: wait for them, not assume.
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(
      await screen.findByText('Welcome, Jane! You can now manage your RC fleet and setup sheets.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
