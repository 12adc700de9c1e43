import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/utils';
import { OPEN_WIZARD_HREF } from '../lib/wizard-link';
import { api } from '../test/wizard-flow';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

describe("The dashboard's way to the wizard (/setup-tips?wizard=open)", () => {
  it('opens the wizard on arrival, focus inside it, and takes the parameter out of the address', async () => {
    mockApi(api());
    const { router } = renderApp(OPEN_WIZARD_HREF);
    const dialog = await screen.findByRole('dialog', { name: /AI Setup Wizard/ }, FIRST_LOAD);
    expect(await within(dialog).findByRole('heading', { name: 'What to improve?' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/setup-tips');
    expect(router.state.historyAction).toBe('REPLACE');

    // Closed, focus is back on the card's button, and the wizard stays closed.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Analysis' })).toHaveFocus());
  });

  it('leaves the wizard closed on a plain visit to the guide', async () => {
    mockApi(api());
    renderApp('/setup-tips');
    await screen.findByRole('heading', { level: 1, name: 'Setup Tips' }, FIRST_LOAD);
    expect(screen.getByRole('button', { name: 'Start Analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
