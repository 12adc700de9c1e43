import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const sentBody = (fetchMock: ReturnType<typeof mockApi>) => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/login');
  return JSON.parse(String(call?.[1]?.body));
};

describe('Sign In', () => {
  it('shows the schema messages next to the fields', async () => {
    mockApi(session(null));
    renderApp('/auth');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));
    const identifier = screen.getByLabelText('Email or username');
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Email or username is required');
    // A username is not an e-mail: no e-mail keyboard, no auto-capitals on a phone.
    expect(identifier).toHaveAttribute('autocomplete', 'username');
    expect(identifier).toHaveAttribute('autocapitalize', 'none');
  });

  it.each([['Incorrect email, username or password'], ['Account suspended']])(
    'shows the server message %j inline',
    async (serverMessage) => {
      mockApi({ ...session(null), 'POST /api/login': () => [401, { message: serverMessage }] });
      renderApp('/auth');
      await signIn('racer@club.org', 'secret1');
      expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${serverMessage}$`));
    },
  );

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

  it('sends the e-mail or username as typed (trimmed) and goes home once signed in', async () => {
    const fetchMock = mockApi({ ...session(null), 'POST /api/login': () => [200, TEST_USER] });
    const { router } = renderApp('/auth');
    await signIn(' Racer1 ', 'secret1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sentBody(fetchMock)).toEqual({ identifier: 'Racer1', password: 'secret1' });
  });
});
