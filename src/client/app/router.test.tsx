import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../features/auth';
import { mockApi, renderApp, session, setSignedInHint, TEST_USER } from '../test/utils';

describe('route guards (SPEC §2)', () => {
  it.each([
    '/dashboard',
    '/fleet',
    '/transponders',
    '/setup-sheets',
    '/settings',
    '/security-questions',
    '/clubs',
    '/clubs/1',
    '/notices',
    '/race-day/follow',
  ])('sends a signed-out visitor from %s to /auth', async (path) => {
    mockApi(session(null));
    const { router } = renderApp(path);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('brings a racer who signs in back to the protected page they opened, query and all', async () => {
    mockApi({
      ...session(null),
      'POST /api/login': () => [200, TEST_USER],
      'GET /api/cars': () => [200, []],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/fleet?car=3');
    await user.type(await screen.findByLabelText('Email or username'), 'racer1');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?returnTo=%2Ffleet%3Fcar%3D3');
    await user.type(screen.getByLabelText('Password'), 'pit-lane-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
    expect(router.state.location.search).toBe('?car=3');
  });

  it.each(['//evil.com', 'https://evil.com/fleet', '/\\evil.com'])(
    'sends a signed-in racer from /auth?returnTo=%s to the dashboard, never off the site',
    async (target) => {
      mockApi(session(TEST_USER));
      const { router } = renderApp(`/auth?returnTo=${encodeURIComponent(target)}`);
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends a signed-in racer from /auth to / (the dashboard)', async () => {
    mockApi(session(TEST_USER));
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('Dashboard | RC Setup Assistant');
  });

  it('knows a browser that never signed in is signed out without asking the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/fleet');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user');
  });

  it('shows the spinner, not the page, while the session is unknown', async () => {
    let answer: ((reply: [number, unknown]) => void) | undefined;
    setSignedInHint(true); // a browser that has signed in before must ask
    mockApi({ 'GET /api/auth/user': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/fleet');
    await waitFor(() => expect(answer).toBeDefined());
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My RC Fleet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    answer?.([200, TEST_USER]);
    expect(await screen.findByRole('heading', { name: 'My RC Fleet' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/fleet', 'My RC Fleet'],
    ['/transponders', 'Transponders'],
    ['/setup-sheets', 'Setup Sheets'],
    ['/settings', 'Account Settings'],
    ['/clubs', 'Clubs'],
    ['/notices', 'Notices'],
    ['/race-day/follow', 'Follow an event'],
  ])('lets a signed-in racer open %s', async (path, heading) => {
    mockApi(session(TEST_USER));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/setup-tips', 'Setup Tips'],
    ['/public-setups', 'Community Setups'],
    ['/resources', 'Resources'],
    ['/contact', 'Contact'],
    ['/tools/gearing', 'Gearing calculator'],
  ])('lets anyone open %s', async (path, heading) => {
    mockApi(session(null));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('shows the transponders lead text', async () => {
    mockApi(session(TEST_USER));
    renderApp('/transponders');
    expect(
      await screen.findByText('Manage your race transponder numbers and assignments.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Transponders | RC Setup Assistant');
  });

  it('shows the landing page at / when signed out', async () => {
    mockApi(session(null));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'RC Setup Assistant', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const name of ['Setup Tips', 'Community Setups', 'Resources', 'Sign In']) {
      expect(within(main).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('shows the not-found screen for anything else', async () => {
    mockApi(session(null));
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Did you forget to add the page to the router\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

function AuthProbe() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    // React logs the thrown error; keep the output quiet.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});

describe('session expiry', () => {
  it('treats a 401 from another query as signed out and drops cached data', async () => {
    // The session ends after the page has loaded: only the later refetch of the vehicles sees the 401.
    let expired = false;
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => (expired ? [401, { message: 'Not signed in' }] : [200, []]),
    });
    const { router, queryClient } = renderApp('/fleet');
    await screen.findByText("You haven't added any vehicles yet");
    queryClient.setQueryData(['/api/transponders'], [{ id: 1 }]);
    expired = true;
    await queryClient.refetchQueries({ queryKey: ['/api/cars'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(queryClient.getQueryData(['/api/transponders'])).toBeUndefined();
    // Signing in again leads back to the page the session ended on.
    expect(router.state.location.search).toBe('?returnTo=%2Ffleet');
  });

  it('a racer who signs out on a protected page is not sent back to it at the next sign-in', async () => {
    mockApi({ ...session(TEST_USER), 'POST /api/logout': () => [204] });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: /Jane/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
  });
});
