import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

async function openContact(signedIn = false) {
  mockApi(session(signedIn ? TEST_USER : null));
  const utils = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact' }, FIRST_LOAD);
  return utils;
}

describe('Contact page', () => {
  it('shows the company name, one h1 and the document title', async () => {
    await openContact();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'RC Setup Assistant' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact | RC Setup Assistant'));
  });

  it('links the e-mail address, the social page and Messenger', async () => {
    await openContact();
    expect(screen.getByRole('link', { name: 'hello@rcsetupassistant.com' })).toHaveAttribute(
      'href',
      'mailto:hello@rcsetupassistant.com',
    );
    const social = screen.getByRole('link', { name: /RC Setup Assistant on Facebook/ });
    const messenger = screen.getByRole('link', { name: /Message us on Messenger/ });
    expect(social).toHaveAttribute('href', 'https://www.facebook.com/rcsetupassistant');
    expect(messenger).toHaveAttribute('href', 'https://m.me/rcsetupassistant');
    for (const link of [social, messenger]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('offers pre-addressed e-mails as quick actions', async () => {
    await openContact();
    const report = screen.getByRole('link', { name: 'Report a setup-guide error' });
    const suggest = screen.getByRole('link', { name: 'Suggest a feature' });
    const reportUrl = new URL(report.getAttribute('href') ?? '');
    expect(reportUrl.protocol).toBe('mailto:');
    expect(reportUrl.pathname).toBe('hello@rcsetupassistant.com');
    expect(reportUrl.searchParams.get('subject')).toBe('Setup guide error');
    expect(reportUrl.searchParams.get('body')).toContain('What is wrong:');
    expect(new URL(suggest.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
      'Feature suggestion',
    );
  });

  it('takes a signed-in racer to the community setups from the quick actions', async () => {
    const user = userEvent.setup();
    const { router } = await openContact(true);
    await user.click(screen.getByRole('link', { name: 'Browse community setups' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-setups'));
  });
});
