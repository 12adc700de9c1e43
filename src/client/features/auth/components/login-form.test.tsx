import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign In', () => {
  it('shows the schema messages next to the fields', async () => {
    mockApi(session(null));
    renderApp('/auth');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Valid email is required');
  });

  it.each([
    ['No account found with that email', 'Email address not found. Try again or Sign Up'],
    ['Incorrect password', 'Incorrect password'],
    ['Account suspended', 'Account suspended'],
  ])('maps the server message %j inline', async (serverMessage, shown) => {
    mockApi({ ...session(null), 'POST /api/login': () => [401, { message: serverMessage }] });
    renderApp('/auth');
    await signIn('racer@club.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('shows the message of a 429', async () => {
    mockApi({
      ...session(null),
      'POST /api/login': () => [
        429,
        { message: 'Too many sign-in attempts. Try again in 60 seconds.' },
        { 'Retry-After': '60' },
      ],
    });
    renderApp('/auth');
    await signIn('racer@club.org', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 60 seconds.',
    );
  });

  it('sends the lowercased e-mail and goes home once signed in', async () => {
    const fetchMock = mockApi({ ...session(null), 'POST /api/login': () => [200, TEST_USER] });
    const { router } = renderApp('/auth');
    await signIn(' Racer@Club.org ', 'secret1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'racer@club.org', password: 'secret1' });
  });
});
