import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { mockApi, renderApp, TEST_USER } from '../../../test/utils';
import { communityApi, requestedUrls } from '../test/community-api';
import { makePublicSetup } from '../test/public-setup-data';
import { warmUpCommunityRoutes } from '../test/warm-up';

warmUpCommunityRoutes();

const SHARED = makePublicSetup({
  id: 5,
  eventName: 'Winter Series R3',
  notes: 'Pack the rear shocks with 450.\nWatch the dust late in the day.',
  trackSurface: 'Treated',
  trackSurfaceTreatment: 'Sugar water',
  frontCamber: '-2°',
  frontShockOil: '500 cSt',
  centerDiffOil: '10000 cSt',
  frontTyre: 'AKA Impact Soft',
  fuel: '16',
  fileUrl: '/uploads/sheet.pdf',
  fileType: 'application/pdf',
  fileName: 'winter.pdf',
});
const OTHER = makePublicSetup({ id: 6, eventName: 'Club Night' });

const dialog = () => screen.findByRole('dialog', { name: 'Winter Series R3' });

describe('Community setup detail', () => {
  it('opens from a card with the share fields, notes, filled tuning groups and the PDF', async () => {
    const fetchMock = mockApi(
      communityApi([SHARED, OTHER], null, {
        // The attachment is checked before it is offered (components/files/file-preview.tsx).
        'GET /api/files/check/sheet.pdf': () => [200, { exists: true }],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups?surface=Treated&highlight=6');
    await user.click(await screen.findByRole('link', { name: 'Winter Series R3' }));
    const detail = await dialog();
    expect(router.state.location.pathname).toBe('/public-setups/5');
    // Opened from the list's cache: no second request for the same setup.
    expect(requestedUrls(fetchMock)).not.toContain('/api/public-setups/5');

    expect(within(detail).getByText('Sam Lap', { selector: 'dd' })).toBeInTheDocument();
    expect(within(detail).getByText('Tekno RC EB48 2.2', { selector: 'dd' })).toBeInTheDocument();
    expect(within(detail).getByText('Silverstone RC')).toBeInTheDocument();
    expect(within(detail).getByText('Dry/Dusty')).toBeInTheDocument();
    expect(within(detail).getByText('Treated (Sugar water)')).toBeInTheDocument();
    expect(within(detail).getByText(/Watch the dust late in the day/)).toBeInTheDocument();

    const front = within(detail).getByRole('region', { name: 'Front' });
    expect(within(front).getByText('Front camber')).toBeInTheDocument();
    expect(within(front).getByText('-2°')).toBeInTheDocument();
    expect(within(front).queryByText('Caster')).toBeNull();
    const shocks = within(detail).getByRole('region', { name: 'Shocks' });
    expect(within(shocks).getByText('500 cSt')).toBeInTheDocument();
    const diffs = within(detail).getByRole('region', { name: 'Diffs and drivetrain' });
    expect(within(diffs).getByText('Centre diff oil')).toBeInTheDocument();
    expect(
      within(within(detail).getByRole('region', { name: 'Tyres' })).getByText('AKA Impact Soft'),
    ).toBeInTheDocument();
    // A number reads with its unit.
    expect(
      within(within(detail).getByRole('region', { name: 'Nitro engine and clutch' })).getByText('16%'),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Rear' })).toBeNull();
    expect(within(detail).queryByRole('region', { name: 'Chassis and weight' })).toBeNull();

    const pdf = await within(detail).findByRole('link', { name: /Open setup sheet \(PDF\)/ });
    expect(pdf).toHaveAttribute('href', '/uploads/sheet.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');

    // Closing returns to the list exactly as it was.
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/public-setups');
    expect(router.state.location.search).toBe('?surface=Treated&highlight=6');
  });

  it('previews an attached image', async () => {
    const image = { ...SHARED, fileUrl: '/uploads/sheet.png', fileType: 'image/png', fileName: 'sheet.png' };
    mockApi(communityApi([image], null, { 'GET /api/files/check/sheet.png': () => [200, { exists: true }] }));
    renderApp('/public-setups/5');
    const detail = await dialog();
    expect(
      await within(detail).findByRole('button', { name: 'View sheet.png full size' }),
    ).toBeInTheDocument();
    expect(within(detail).queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('opens from a link by id', async () => {
    const fetchMock = mockApi(communityApi([SHARED], null));
    renderApp('/public-setups/5');
    expect(await dialog()).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/public-setups/5');
  });

  it('tells a visitor the setup is gone when it is no longer shared', async () => {
    mockApi(communityApi([SHARED], null));
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups/77');
    const gone = await screen.findByRole('dialog', { name: 'Setup not found' });
    expect(within(gone).getByText(/no longer shared/)).toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-setups'));
  });

  it('asks a visitor to sign in to copy, and brings them back to the setup once signed in', async () => {
    mockApi(
      communityApi([SHARED], null, {
        'POST /api/login': () => [200, TEST_USER],
        'GET /api/cars': () => [200, []],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups/5?surface=Treated');
    const detail = await dialog();
    const link = within(detail).getByRole('link', { name: 'Sign in to copy' });
    expect(link).toHaveAttribute('href', '/auth?returnTo=%2Fpublic-setups%2F5%3Fsurface%3DTreated');
    expect(within(detail).queryByRole('button', { name: 'Copy to my setups' })).toBeNull();

    await user.click(link);
    await user.type(await screen.findByLabelText('Email or username'), 'racer1');
    await user.type(screen.getByLabelText('Password'), 'pit-lane-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await within(await dialog()).findByRole('button', { name: 'Copy to my setups' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public-setups/5');
    expect(router.state.location.search).toBe('?surface=Treated');
  });

  it('copies onto a chosen car for a signed-in racer, with a link to the copy', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi(
      communityApi([SHARED], TEST_USER, {
        'GET /api/cars': () => [200, [makeCar({ id: 3 })]],
        'POST /api/public-setups/5/copy': (body) => {
          bodies.push(body);
          return [201, makeSetupSheet({ id: 42, name: 'Winter Series R3 – EB48 2.2 (copy)', rcCarId: 3 })];
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/public-setups/5');
    const detail = await dialog();
    await user.selectOptions(
      await within(detail).findByLabelText('Copy onto car (optional)'),
      'EB48 2.2 (Tekno RC)',
    );
    await user.click(within(detail).getByRole('button', { name: 'Copy to my setups' }));
    expect(await screen.findByText('Setup copied to your setup sheets')).toBeInTheDocument();
    expect(bodies).toEqual([{ rcCarId: 3 }]);
    const open = screen.getByRole('link', { name: 'Open Winter Series R3 – EB48 2.2 (copy)' });
    expect(open).toHaveAttribute('href', '/setup-sheets?id=42');
    // The racer's sheet list is fetched afresh next time it is shown.
    await user.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-sheets'));
    expect(router.state.location.search).toBe('?id=42');
    expect(requestedUrls(fetchMock)).toContain('/api/cars');
  });

  it('copies onto no car by default, and toasts the server message on failure', async () => {
    const bodies: unknown[] = [];
    mockApi(
      communityApi([SHARED], TEST_USER, {
        'GET /api/cars': () => [200, []],
        'POST /api/public-setups/5/copy': (body) => {
          bodies.push(body);
          return [404, { message: 'Shared setup not found' }];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/public-setups/5');
    const detail = await dialog();
    await user.click(within(detail).getByRole('button', { name: 'Copy to my setups' }));
    expect(await screen.findByText('Failed to copy setup')).toBeInTheDocument();
    expect(screen.getByText('Shared setup not found')).toBeInTheDocument();
    expect(bodies).toEqual([{ rcCarId: null }]);
    expect(within(detail).queryByLabelText('Copy onto car (optional)')).toBeNull();
  });

  it('a double click copies once; each request names its intent with an Idempotency-Key', async () => {
    const keys: Array<string | null> = [];
    let answer: () => void = () => {};
    const fetchMock = mockApi(
      communityApi([SHARED], TEST_USER, {
        'GET /api/cars': () => [200, [makeCar({ id: 3 })]],
        'POST /api/public-setups/5/copy': () =>
          new Promise((resolve) => {
            answer = () => resolve([201, makeSetupSheet({ id: 42, name: 'Winter Series R3 (copy)' })]);
          }),
      }),
    );
    fetchMock.mockImplementation(
      ((original) => async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return original(input, init);
      })(fetchMock.getMockImplementation() as typeof fetch),
    );
    const user = userEvent.setup();
    renderApp('/public-setups/5');
    const detail = await dialog();
    const button = within(detail).getByRole('button', { name: 'Copy to my setups' });
    // Two clicks before React has rendered the first one's pending state, as a quick double tap can.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await within(detail).findByRole('button', { name: 'Copying...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Setup copied to your setup sheets')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

    // The same request again is the same intent (the server answers it with the same copy) ...
    await user.click(await within(detail).findByRole('button', { name: 'Copy to my setups' }));
    answer();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // ... another car is a new one.
    await waitFor(() =>
      expect(within(detail).getByRole('button', { name: 'Copy to my setups' })).toBeEnabled(),
    );
    await user.selectOptions(
      within(detail).getByLabelText('Copy onto car (optional)'),
      'EB48 2.2 (Tekno RC)',
    );
    await user.click(within(detail).getByRole('button', { name: 'Copy to my setups' }));
    answer();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });
});
