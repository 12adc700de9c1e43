import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session } from '../../../test/utils';
import { FEATURES } from '../landing-content';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

async function openLanding() {
  mockApi(session(null));
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'RC Setup Assistant' }, FIRST_LOAD);
  return screen.getByRole('main');
}

describe('Landing page (signed out)', () => {
  it('has the tagline, one h1 and the product name as the document title', async () => {
    const main = await openLanding();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByText('Complete RC Setup Assistant')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('RC Setup Assistant'));
  });

  it('invites the visitor to sign in or sign up', async () => {
    const main = await openLanding();
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
  });

  it('says what the app does for a racer', async () => {
    const main = await openLanding();
    expect(FEATURES.map((f) => f.title)).toEqual([
      'Your fleet',
      'Transponders',
      'Setup sheets',
      'ESC setups',
      'Tuning wizard',
      'Community setups',
    ]);
    for (const feature of FEATURES) {
      expect(within(main).getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
    }
  });

  it('links to the public pages', async () => {
    const main = await openLanding();
    expect(within(main).getByRole('link', { name: 'Setup Tips' })).toHaveAttribute('href', '/setup-tips');
    expect(within(main).getByRole('link', { name: 'Community Setups' })).toHaveAttribute(
      'href',
      '/public-setups',
    );
    expect(within(main).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  });
});
