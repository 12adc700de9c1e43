import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, session } from '../../../test/utils';
import { GUIDE_TABS } from '../guide-content';

// The first visit imports the lazy page chunk, which is slow on a busy machine.
const FIRST_LOAD = { timeout: 10_000 };

async function openSetupTips() {
  mockApi(session(null));
  const utils = renderApp('/setup-tips');
  await screen.findByRole('heading', { level: 1, name: 'Setup Tips' }, FIRST_LOAD);
  return utils;
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Setup Tips page', () => {
  it('has one h1, the document title and the error-report links at top and bottom', async () => {
    await openSetupTips();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Setup Tips | RC Setup Assistant'));
    const links = screen.getAllByRole('link', { name: "Found an error? We'd love to hear about it" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact');
  });

  it('takes the racer to /contact from the error-report link', async () => {
    const user = userEvent.setup();
    const { router } = await openSetupTips();
    await user.click(screen.getAllByRole('link', { name: /Found an error/ })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' }, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('opens one Quick Setup Reference section at a time, and closes it again', async () => {
    const user = userEvent.setup();
    await openSetupTips();
    for (const name of ['Track Surface', 'Handling Issues', 'Quick Adjustments']) {
      expect(trigger(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(trigger('Track Surface'));
    expect(trigger('Track Surface')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/High grip \(clay, blue groove/)).toBeVisible();

    await user.click(trigger('Handling Issues'));
    expect(trigger('Handling Issues')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Track Surface')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/High grip \(clay, blue groove/)).toBeNull();
    expect(screen.getByText('Pushes wide on corner entry (understeer)')).toBeVisible();

    await user.click(trigger('Handling Issues'));
    expect(trigger('Handling Issues')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Setup Principles pair and the fundamentals card', async () => {
    await openSetupTips();
    expect(screen.getByRole('heading', { name: 'Start Conservative' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance is Key' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Setup Fundamentals & Best Practices' }),
    ).toBeInTheDocument();
  });

  it('opens the RC Setup Guide on Front End and switches tabs', async () => {
    const user = userEvent.setup();
    await openSetupTips();
    const guide = screen.getByRole('region', { name: 'RC Setup Guide' });
    expect(within(guide).getAllByRole('tab')).toHaveLength(5);
    expect(within(guide).getByRole('tab', { name: 'Front End' })).toHaveAttribute('aria-selected', 'true');
    // The tab panels load as a chunk of their own after the page's first render.
    expect(await within(guide).findByRole('heading', { name: 'Camber' }, FIRST_LOAD)).toBeInTheDocument();

    await user.click(within(guide).getByRole('tab', { name: 'Aero' }));
    expect(within(guide).getByRole('tab', { name: 'Aero' })).toHaveAttribute('aria-selected', 'true');
    expect(within(guide).getByRole('tab', { name: 'Front End' })).toHaveAttribute('aria-selected', 'false');
    expect(within(guide).getByRole('heading', { name: 'Wickerbill' })).toBeInTheDocument();
    expect(within(guide).queryByRole('heading', { name: 'Camber' })).toBeNull();
  });

  it('shows every advice topic and a labelled drawing on its tab', async () => {
    const user = userEvent.setup();
    await openSetupTips();
    const guide = screen.getByRole('region', { name: 'RC Setup Guide' });
    for (const tab of GUIDE_TABS) {
      await user.click(within(guide).getByRole('tab', { name: tab.label }));
      const panel = within(guide).getByRole('tabpanel');
      await within(panel).findByRole('heading', { level: 3, name: tab.topics[0]?.title }, FIRST_LOAD);
      for (const topic of tab.topics) {
        expect(within(panel).getByRole('heading', { level: 3, name: topic.title })).toBeInTheDocument();
      }
      const drawings = within(panel).getAllByRole('img');
      expect(drawings.length, tab.label).toBeGreaterThanOrEqual(1);
      for (const drawing of drawings) {
        expect(drawing.tagName.toLowerCase()).toBe('svg');
        expect(drawing).toHaveAccessibleName();
        expect(drawing).toHaveAccessibleDescription();
        expect(drawing.querySelector('title')?.textContent).toBeTruthy();
      }
    }
  });
});
