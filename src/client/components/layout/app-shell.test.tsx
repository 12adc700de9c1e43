import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft, writeDraft } from '../../lib/local-drafts';
import { clearQueue, putWrite } from '../../lib/outbox/store';
import { mockApi, renderApp, session, TEST_USER } from '../../test/utils';

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('app shell', () => {
  it('signed out: Sign In button, three tabs, the sign-in banner and the footer', async () => {
    mockApi(session(null));
    renderApp('/setup-tips');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fsetup-tips',
    );
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    // Both labels are in the DOM; CSS shows the short one below 768 px.
    expect(linkNames(tabs)).toEqual(['TipsSetup Tips', 'CommunityCommunity Setups', 'LinksResources']);
    expect(within(tabs).getByRole('link', { name: /Setup Tips/ })).toHaveAttribute('aria-current', 'page');
    // Signing in from a public page comes back to it.
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fsetup-tips',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Browse public setups' })).toHaveAttribute(
      'href',
      '/public-setups',
    );
    expect(within(footer).getByRole('link', { name: 'Manufacturer links' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} RC Setup Assistant`);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('signed in: eight sections, Community kept, each short label distinct, and the user menu', async () => {
    mockApi(session(TEST_USER));
    renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(tabs)).toEqual([
      'HomeDashboard',
      'TipsSetup Tips',
      'FleetMy Fleet',
      'TranspondersTransponders',
      'My SetupsSetup Sheets',
      'Race DayRace Day',
      'CommunityCommunity Setups',
      'LinksResources',
    ]);
    // Below 768 px only five tabs show (CSS); Setup Tips, Transponders and Resources are in the menu.
    const phoneOnlyHidden = within(tabs)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('hidden'))
      .map((li) => li.textContent);
    expect(phoneOnlyHidden).toEqual(['TipsSetup Tips', 'TranspondersTransponders', 'LinksResources']);
    expect(within(tabs).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Sign in or create an account' })).toBeNull();

    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Jane' });
    expect(trigger).toHaveTextContent('JD');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Jane Doe');
    expect(menu).toHaveTextContent('racer@club.org');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Notices', 'Clubs', 'Settings', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Notices' })).toHaveAttribute('href', '/notices');
    expect(within(menu).getByRole('menuitem', { name: 'Clubs' })).toHaveAttribute('href', '/clubs');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("signs out: clears the user, removes the racer's unsaved drafts and goes to /auth", async () => {
    mockApi({ ...session(TEST_USER), 'POST /api/logout': () => [204] });
    const draft = { values: {}, savedAt: '2025-06-01T12:00:00.000Z', baseUpdatedAt: null };
    writeDraft(draftKey(TEST_USER.id, 'car', 'new'), draft);
    writeDraft(draftKey(TEST_USER.id + 1, 'car', 'new'), draft);
    const { router } = renderApp('/fleet');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jane' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(readDraft(draftKey(TEST_USER.id, 'car', 'new'))).toBeUndefined();
    expect(readDraft(draftKey(TEST_USER.id + 1, 'car', 'new'))).toEqual(draft);
  });

  it('asks before signing out with changes not sent yet, and signs out only when told', async () => {
    mockApi({ ...session(TEST_USER), 'POST /api/logout': () => [204] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await clearQueue();
    await putWrite({
      key: 'k',
      userId: TEST_USER.id,
      method: 'POST',
      url: '/api/runs',
      body: {},
      label: 'Run at Ridgeway (12 laps)',
      queuedAt: Date.now(),
      state: 'waiting',
      invalidates: [],
    });
    const { router } = renderApp('/fleet');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '1 change not sent yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jane' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out without saving?' });
    expect(dialog).toHaveTextContent(
      '1 change made without a connection has not been sent yet. Signing out discards it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/fleet');
    await user.click(screen.getByRole('button', { name: 'Jane' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    await clearQueue();
  });

  it('toasts a failed sign-out', async () => {
    mockApi({ ...session(TEST_USER), 'POST /api/logout': () => [500, { message: 'Database unavailable' }] });
    renderApp('/fleet');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jane' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
  });

  it('mobile menu closes when its link to the current page is chosen', async () => {
    mockApi(session(TEST_USER));
    const user = userEvent.setup();
    renderApp('/fleet');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'My Fleet' }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('mobile menu lists every section, Transponders and Community included, and closes on navigation', async () => {
    mockApi(session(TEST_USER));
    const user = userEvent.setup();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Setup Tips',
      'My Fleet',
      'Transponders',
      'Setup Sheets',
      'Race Day',
      'Community Setups',
      'Resources',
    ]);
    await user.click(within(menu).getByRole('link', { name: 'My Fleet' }));
    expect(await screen.findByRole('heading', { name: 'My RC Fleet' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("toggles the theme and stores it under 'theme'", async () => {
    mockApi(session(null));
    const user = userEvent.setup();
    renderApp('/resources');
    const toggle = await screen.findByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('basic');
    expect(window.localStorage.getItem('theme')).toBe('basic');
  });
});
