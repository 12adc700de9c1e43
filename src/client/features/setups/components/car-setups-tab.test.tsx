import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });
const TREATED = makeSetupSheet({
  id: 11,
  name: 'Indoor final',
  rcCarId: 1,
  trackName: 'Silverdale',
  trackSurface: 'Treated',
  trackSurfaceTreatment: 'Sugar water',
  trackConditions: 'Damp/Tacky',
  isCurrentlyInstalled: true,
  updatedAt: '2025-03-04T10:00:00.000Z',
});
const BARE = makeSetupSheet({ id: 12, name: 'Orphan', rcCarId: null, updatedAt: '2025-02-01T10:00:00.000Z' });
const B64_SHEET = makeSetupSheet({ id: 13, name: 'Astro', rcCarId: 2, trackSurface: 'Astroturf' });

const list = () => screen.getByRole('region', { name: 'My Setup Sheets' });
const listReady = () => screen.findByRole('region', { name: 'My Setup Sheets' });
const card = (name: string | RegExp) => within(list()).getByRole('link', { name });

describe('Car Setups list', () => {
  it("shows each card's lines as SPEC §2 gives them", async () => {
    mockApi(setupsApi({ cars: [EB48, B64], sheets: [TREATED, BARE] }).handlers);
    renderApp('/setup-sheets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Setup Sheets' })).toBeInTheDocument();
    const treated = await within(await listReady()).findByRole('link', { name: /Indoor final/ });
    expect(within(treated).getByText('✓ Installed')).toBeInTheDocument();
    expect(within(treated).getByText('Tekno RC EB48 2.2')).toBeInTheDocument();
    expect(within(treated).getByText('Silverdale')).toBeInTheDocument();
    expect(within(treated).getByText('Treated (Sugar water)')).toBeInTheDocument();
    expect(within(treated).getByText('Damp/Tacky')).toBeInTheDocument();
    expect(within(treated).getByText(new Date(TREATED.updatedAt).toLocaleDateString())).toBeInTheDocument();

    const bare = card(/Orphan/);
    expect(within(bare).getByText('Unknown Vehicle')).toBeInTheDocument();
    expect(within(bare).getAllByText('Not specified')).toHaveLength(3);
    expect(within(bare).queryByText('✓ Installed')).not.toBeInTheDocument();
    expect(bare).toHaveAttribute('href', '/setup-sheets?id=12');
    // Newest first, each card entering 0.05 s after the one before.
    expect(treated.style.animationDelay).toBe('0.00s');
    expect(bare.style.animationDelay).toBe('0.05s');
    expect(screen.getByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
  });

  it('shows three placeholder rows while loading', async () => {
    const api = setupsApi({ cars: [EB48] });
    api.handlers['GET /api/setup-sheets'] = () => new Promise(() => {});
    mockApi(api.handlers);
    renderApp('/setup-sheets');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading setup sheets');
    expect(list().querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
  });

  it('filters by vehicle on the client, with both empty-state texts', async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [EB48, B64], sheets: [TREATED, B64_SHEET] }).handlers);
    renderApp('/setup-sheets');
    await within(await listReady()).findByRole('link', { name: /Indoor final/ });
    const filter = within(list()).getByLabelText('Filter by Vehicle');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Vehicles', 'Tekno RC EB48 2.2', 'Team Associated B6.4']);
    await user.selectOptions(filter, 'Team Associated B6.4');
    expect(card(/Astro/)).toBeInTheDocument();
    expect(within(list()).queryByRole('link', { name: /Indoor final/ })).not.toBeInTheDocument();
    await user.selectOptions(filter, 'All Vehicles');
    expect(within(list()).getAllByRole('link')).toHaveLength(2);
  });

  it("says 'No setup sheets found', and suggests a change when a filter is active", async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [EB48, B64], sheets: [B64_SHEET] }).handlers);
    renderApp('/setup-sheets');
    await within(await listReady()).findByRole('link', { name: /Astro/ });
    await user.selectOptions(within(list()).getByLabelText('Filter by Vehicle'), 'Tekno RC EB48 2.2');
    expect(within(list()).getByText('No setup sheets found')).toBeInTheDocument();
    expect(
      within(list()).getByText('Try changing the filter or adding a new setup sheet'),
    ).toBeInTheDocument();
  });

  it('without a filter the empty list says only that none were found', async () => {
    mockApi(setupsApi({ cars: [EB48] }).handlers);
    renderApp('/setup-sheets');
    expect(await within(await listReady()).findByText('No setup sheets found')).toBeInTheDocument();
    expect(screen.queryByText('Try changing the filter or adding a new setup sheet')).not.toBeInTheDocument();
  });

  it.each([
    ['id', '/setup-sheets?id=11'],
    ['selected', '/setup-sheets?selected=11'],
  ])('opens the sheet named by ?%s= to read', async (_param, path) => {
    mockApi(setupsApi({ cars: [EB48], sheets: [TREATED, BARE] }).handlers);
    renderApp(path);
    const view = await screen.findByRole('article', { name: 'Indoor final, to read' });
    expect(screen.getByRole('heading', { level: 2, name: 'Indoor final' })).toBeInTheDocument();
    expect(within(view).getByText('Treated (Sugar water)')).toBeInTheDocument();
    expect(card(/Indoor final/)).toHaveAttribute('aria-current', 'true');
    expect(card(/Orphan/)).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('ignores an id that is not a positive integer, and says when one is not among the racer’s sheets', async () => {
    mockApi(setupsApi({ cars: [EB48], sheets: [TREATED] }).handlers);
    const { router } = renderApp('/setup-sheets?id=abc');
    expect(await screen.findByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
    await router.navigate('/setup-sheets?id=9999');
    expect(await screen.findByRole('heading', { name: 'Setup sheet not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no setup sheet #9999 among yours/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('a card opens the sheet to read; Edit opens the editor and Cancel returns to reading', async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [EB48], sheets: [TREATED, BARE] }).handlers);
    const { router } = renderApp('/setup-sheets');
    await user.click(await within(await listReady()).findByRole('link', { name: /Orphan/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orphan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=12');
    expect(card(/Orphan/)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('form', { name: 'Setup sheet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=12&edit=1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('article', { name: 'Orphan, to read' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=12');
  });

  it("'Create New Setup' opens a new sheet on the filtered vehicle, the filter kept in the URL", async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [EB48, B64], sheets: [TREATED] }).handlers);
    const first = renderApp('/setup-sheets');
    await within(await listReady()).findByRole('link', { name: /Indoor final/ });
    await user.selectOptions(within(list()).getByLabelText('Filter by Vehicle'), 'Team Associated B6.4');
    expect(first.router.state.location.search).toBe('?car=2');
    // A reload (or Back from another page) finds the list still filtered.
    first.unmount();
    renderApp('/setup-sheets?car=2');
    expect(await within(await listReady()).findByLabelText('Filter by Vehicle')).toHaveDisplayValue(
      'Team Associated B6.4',
    );
    await user.click(screen.getByRole('button', { name: 'Create New Setup' }));
    expect(await screen.findByRole('heading', { name: 'Create New Setup Sheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle')).toHaveDisplayValue('Team Associated B6.4');
    expect(screen.getByLabelText('Make')).toHaveValue('Team Associated');
    expect(screen.getByLabelText('Model')).toHaveValue('B6.4');
    expect(screen.queryByLabelText('Currently installed')).not.toBeInTheDocument();
  });

  it("asks for a vehicle first when the racer has none, with 'Go Back' and 'Add Vehicle'", async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [] }).handlers);
    const { router } = renderApp('/setup-sheets?new=1');
    expect(await screen.findByRole('heading', { name: 'Add a Vehicle First' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/fleet?add=1');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the ESC tab from ?tab=esc and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    mockApi(setupsApi({ cars: [EB48] }).handlers);
    const { router } = renderApp('/setup-sheets?tab=esc');
    expect(await screen.findByRole('tab', { name: 'ESC Setups', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Car Setups' }));
    expect(screen.getByRole('tab', { name: 'Car Setups', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('on a phone hides the list while a sheet is open, scrolls to the editor, and Back to list returns', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockApi(setupsApi({ cars: [EB48], sheets: [TREATED] }).handlers);
    renderApp('/setup-sheets');
    const panel = (await listReady()).parentElement as HTMLElement;
    expect(panel).not.toHaveClass('max-md:hidden');
    await user.click(await within(list()).findByRole('link', { name: /Indoor final/ }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Indoor final' });
    expect(panel).toHaveClass('max-md:hidden');
    expect(scroll).toHaveBeenCalled();
    expect(title).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
    expect(panel).not.toHaveClass('max-md:hidden');
  });
});
