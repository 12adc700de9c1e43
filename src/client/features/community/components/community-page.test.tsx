import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/utils';
import { communityApi, requestedUrls } from '../test/community-api';
import { makePublicSetup } from '../test/public-setup-data';
import { warmUpCommunityRoutes } from '../test/warm-up';

warmUpCommunityRoutes();

const DAY = 24 * 60 * 60 * 1000;
const listUrls = (fetchMock: Parameters<typeof requestedUrls>[0]) =>
  requestedUrls(fetchMock).filter(
    (url) => url.startsWith('/api/public-setups?') || url === '/api/public-setups',
  );

const WINTER = makePublicSetup({
  id: 1,
  eventName: 'Winter Series R3',
  driverName: 'Sam Lap',
  trackSurface: 'Treated',
  trackSurfaceTreatment: 'VHT',
  fileUrl: '/uploads/sheet.pdf',
  fileType: 'application/pdf',
  updatedAt: new Date(Date.now() - 3 * DAY).toISOString(),
});
const XRAY = makePublicSetup({
  id: 2,
  eventName: 'Club Night',
  driverName: 'Alex Apex',
  vehicleMake: 'XRAY',
  vehicleModel: "XB2 '24",
  publicTrackName: 'Mountain Raceway',
  publicTrackConditions: 'Wet/Muddy',
  trackSurface: 'Dirt',
});
const many = (n: number) => Array.from({ length: n }, (_, i) => makePublicSetup({ id: 100 + i }));

describe('Community Setups list', () => {
  it('shows each card with event, driver, car, track, surface, date and attachment', async () => {
    mockApi(communityApi([WINTER, XRAY], null));
    renderApp('/public-setups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Setups' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Winter Series R3' });
    expect(within(card).getByText('by Sam Lap')).toBeInTheDocument();
    expect(within(card).getByText('Tekno RC EB48 2.2')).toBeInTheDocument();
    expect(within(card).getByText('Silverstone RC · Dry/Dusty')).toBeInTheDocument();
    expect(within(card).getByText('Treated (VHT)')).toBeInTheDocument();
    expect(within(card).getByText('3 days ago')).toHaveAttribute('datetime', WINTER.updatedAt);
    expect(within(card).getByText('PDF setup sheet attached')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Winter Series R3' })).toHaveAttribute(
      'href',
      '/public-setups/1',
    );
    expect(screen.getByText('2 setups')).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toBe('Community Setups | RC Setup Assistant');
  });

  it('reads its filters from the query string and asks the API for exactly those', async () => {
    const fetchMock = mockApi(communityApi([WINTER, XRAY], null));
    renderApp(
      '/public-setups?q=club&manufacturer=XRAY&model=XB2+%2724&surface=Dirt&conditions=Wet%2FMuddy&sort=name',
    );
    expect(await screen.findByRole('article', { name: 'Club Night' })).toBeInTheDocument();
    expect(screen.getByText('1 setup')).toBeInTheDocument();
    expect(screen.getByLabelText('Search setups')).toHaveValue('club');
    expect(screen.getByLabelText('Manufacturer')).toHaveValue('XRAY');
    expect(screen.getByLabelText('Model')).toHaveValue("XB2 '24");
    expect(screen.getByLabelText('Surface')).toHaveValue('Dirt');
    expect(screen.getByLabelText('Conditions')).toHaveValue('Wet/Muddy');
    expect(screen.getByLabelText('Sort')).toHaveValue('name');
    expect(listUrls(fetchMock)).toEqual([
      '/api/public-setups?q=club&manufacturer=XRAY&model=XB2+%2724&surface=Dirt&conditions=Wet%2FMuddy&sort=name',
    ]);
  });

  it('writes each filter into the URL, keeping the highlight and going back to page 1', async () => {
    mockApi(communityApi([WINTER, XRAY], null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups?highlight=2&page=1');
    await screen.findByRole('article', { name: 'Club Night' });
    await user.selectOptions(screen.getByLabelText('Surface'), 'Dirt');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter Series R3' })).toBeNull());
    await user.selectOptions(screen.getByLabelText('Conditions'), 'Wet/Muddy');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Name A–Z');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      highlight: '2',
      surface: 'Dirt',
      conditions: 'Wet/Muddy',
      sort: 'name',
    });
  });

  it('keeps Model disabled until a manufacturer is chosen, then offers its models', async () => {
    mockApi(communityApi([WINTER, XRAY], null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups');
    const model = await screen.findByLabelText('Model');
    expect(model).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Manufacturer'), 'Tekno RC');
    expect(model).toBeEnabled();
    expect(within(model).getByRole('option', { name: 'EB48 2.2' })).toBeInTheDocument();
    expect(within(model).queryByRole('option', { name: "XB2 '24" })).toBeNull();
    await user.selectOptions(model, 'EB48 2.2');
    expect(router.state.location.search).toBe('?manufacturer=Tekno+RC&model=EB48+2.2');
    // A new manufacturer forgets the old one's model.
    await user.selectOptions(screen.getByLabelText('Manufacturer'), 'XRAY');
    expect(router.state.location.search).toBe('?manufacturer=XRAY');
    expect(model).toHaveValue('');
  });

  it('folds the filters behind a Filters button on phones, counting the active ones', async () => {
    mockApi(communityApi([WINTER, XRAY], null));
    const user = userEvent.setup();
    renderApp('/public-setups?surface=Dirt&sort=name');
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('community-filters')).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('community-filters')).not.toHaveClass('hidden');
  });

  it('debounces the search box: one request when typing pauses, none per keystroke', async () => {
    const fetchMock = mockApi(communityApi([WINTER, XRAY], null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups');
    await screen.findByRole('article', { name: 'Club Night' });
    await user.type(screen.getByLabelText('Search setups'), 'sam lap');
    expect(listUrls(fetchMock)).toEqual(['/api/public-setups']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=sam+lap'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Club Night' })).toBeNull());
    expect(listUrls(fetchMock)).toEqual(['/api/public-setups', '/api/public-setups?q=sam+lap']);
    expect(screen.getByText('1 setup')).toBeInTheDocument();
  });

  it('pages with Previous and Next, disabled at either end', async () => {
    mockApi(communityApi(many(13), null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('13 setups')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('moves a page past the last one back to the last', async () => {
    mockApi(communityApi(many(13), null));
    const { router } = renderApp('/public-setups?page=9');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('marks and scrolls to the highlighted card on this page', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const fetchMock = mockApi(communityApi([WINTER, XRAY], null));
    renderApp('/public-setups?highlight=2');
    const card = await screen.findByRole('article', { name: 'Club Night' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Just shared')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Winter Series R3' })).not.toHaveAttribute('aria-current');
    expect(scroll.mock.contexts).toContain(card);
    expect(requestedUrls(fetchMock)).not.toContain('/api/public-setups/2');
  });

  it('fetches a highlighted setup that is not on this page and pins it first', async () => {
    const setups = many(13);
    const fetchMock = mockApi(communityApi(setups, null));
    renderApp(`/public-setups?highlight=${setups[12]?.id}`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    const [first] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Round 112');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(requestedUrls(fetchMock)).toContain('/api/public-setups/112');
  });

  it('shows the empty state, whose Clear filters keeps the sort', async () => {
    mockApi(communityApi([WINTER, XRAY], null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups?q=nobody&surface=Carpet&sort=name');
    expect(await screen.findByText('No shared setups match your search')).toBeInTheDocument();
    expect(screen.getByText('0 setups')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: 'Club Night' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name');
    expect(screen.getByLabelText('Search setups')).toHaveValue('');
  });

  it('says so when nothing is shared at all, and shows an error state that can retry', async () => {
    mockApi(communityApi([], null));
    const { unmount } = renderApp('/public-setups');
    expect(await screen.findByText('No setups have been shared yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    unmount();
    let fail = true;
    mockApi(
      communityApi([XRAY], null, {
        'GET /api/public-setups': () =>
          fail
            ? [500, { message: 'Something went wrong' }]
            : [200, { items: [XRAY], total: 1, page: 1, pageSize: 12 }],
      }),
    );
    renderApp('/public-setups');
    expect(await screen.findByText('Failed to load community setups')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Club Night' })).toBeInTheDocument();
  });
});
