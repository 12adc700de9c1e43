import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Car } from '../../../../shared/schemas/car';
import { makeCar, makeTransponder } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { CAR_PHOTO_SIZES } from './car-photo';

const EB48 = makeCar({ id: 1, scale: '1:8', drivetrain: '4WD', notes: 'Slipper loose' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4', scale: '1:10' });
const GS1 = makeCar({ id: 3, manufacturer: 'Garage Special', model: 'GS-1', status: 'Under Repair' });
const NB48 = makeCar({ id: 4, model: 'NB48 2.2', vehicleClass: 'truggy' });

function api(cars: Car[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, cars],
    'GET /api/transponders': () => [200, [makeTransponder({ id: 9, number: '1234567', rcCarId: 1 })]],
    'GET /api/setup-sheets': () => [
      200,
      [
        makeSetupSheet({ id: 4, rcCarId: 1, name: 'Old sheet', isCurrentlyInstalled: false }),
        makeSetupSheet({
          id: 5,
          rcCarId: 1,
          name: 'Summer clay',
          trackSurface: 'Clay',
          trackConditions: 'Dry/Dusty',
          isCurrentlyInstalled: true,
        }),
        makeSetupSheet({ id: 6, rcCarId: 3, name: 'Garage sheet', isCurrentlyInstalled: true }),
      ],
    ],
    'GET /api/esc-setups': () => [
      200,
      [makeEscSetup({ id: 21, rcCarId: 1, name: 'Punchy clay', isCurrentlyInstalled: true })],
    ],
    ...extra,
  };
}

const card = (name: string) => screen.findByRole('article', { name });

/** The fleet API with `car`, an upload that stores '/uploads/new.png', and a PATCH that keeps its bodies. */
function photoApi(car: Car) {
  const patches: unknown[] = [];
  const handlers = api([car], {
    'POST /api/upload': () => [
      201,
      { url: '/uploads/new.png', mimetype: 'image/png', originalFilename: 'a.png' },
    ],
    'PATCH /api/cars/1': (body) => {
      patches.push(body);
      return [200, { ...car, ...(body as Partial<Car>) }];
    },
  });
  return { handlers, patches };
}

describe('My RC Fleet', () => {
  it('shows every line of a card', async () => {
    mockApi(api([EB48, B64, GS1, NB48]));
    renderApp('/fleet');
    const eb48 = await card('Tekno RC EB48 2.2');
    // The kind line: what the car saved, the rest from the catalogue model.
    expect(within(eb48).getByText('1:8 · 4WD · Electric · Buggy')).toBeInTheDocument();
    expect(await within(eb48).findByRole('link', { name: 'Punchy clay' })).toHaveAttribute(
      'href',
      '/setup-sheets?tab=esc&id=21',
    );
    // Active, the usual state, takes no room; the exceptions do.
    expect(within(eb48).queryByText('Active')).toBeNull();
    expect(within(eb48).getByText('#1234567')).toBeInTheDocument();
    expect(within(eb48).getByText('Slipper loose')).toBeInTheDocument();
    expect(within(eb48).getByRole('link', { name: 'Summer clay' })).toHaveAttribute(
      'href',
      '/setup-sheets?selected=5&car=1',
    );
    expect(within(eb48).getByText('(Clay, Dry/Dusty)')).toBeInTheDocument();
    // No photo: no picture and no empty frame in its place (issue 33), but a way to add one.
    expect(within(eb48).queryByRole('img')).toBeNull();
    expect(within(eb48).queryByText(/No photo/)).toBeNull();
    expect(within(eb48).getByRole('button', { name: 'Add Photo for Tekno RC EB48 2.2' })).toBeInTheDocument();

    const b64 = await card('Team Associated B6.4');
    expect(within(b64).getByText('1:10 · 2WD · Electric · Buggy')).toBeInTheDocument();
    expect(within(b64).getByText('No transponder assigned')).toBeInTheDocument();
    expect(within(b64).getByText('No setup currently installed')).toBeInTheDocument();
    // Nothing installed at all: the one line says it for the ESC too.
    expect(within(b64).queryByText(/ESC Setup/)).toBeNull();
    // A nitro car has no ESC to speak of; its saved class wins over the catalogue's.
    const nb48 = await card('Tekno RC NB48 2.2');
    expect(within(nb48).getByText('1:8 · 4WD · Nitro · Truggy')).toBeInTheDocument();
    expect(within(nb48).queryByText(/ESC Setup/)).toBeNull();
    const gs1 = await card('Garage Special GS-1');
    expect(within(gs1).getByText('Under Repair')).toBeInTheDocument();
    expect(within(gs1).getByRole('link', { name: 'Garage sheet' })).toBeInTheDocument();
    expect(within(gs1).getByText('No ESC setup installed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Tekno RC EB48 2.2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Team Associated B6.4' })).toBeInTheDocument();
  });

  it('shows the photo when the car has one, offering its thumbnail and its full copy', async () => {
    mockApi(api([{ ...EB48, imageUrl: '/uploads/eb48.jpg' }]));
    renderApp('/fleet');
    const photo = await screen.findByRole('img', { name: 'Tekno RC EB48 2.2' });
    expect(photo).toHaveAttribute('src', '/uploads/eb48.jpg');
    expect(photo).toHaveAttribute('srcset', '/uploads/eb48.jpg?size=thumb 400w, /uploads/eb48.jpg 1600w');
    expect(photo).toHaveAttribute('sizes', CAR_PHOTO_SIZES);
  });

  it('reads a failing setup-sheet list as no setup installed', async () => {
    mockApi(api([EB48], { 'GET /api/setup-sheets': () => [404, { message: 'Not found' }] }));
    renderApp('/fleet');
    expect(
      within(await card('Tekno RC EB48 2.2')).getByText('No setup currently installed'),
    ).toBeInTheDocument();
  });

  it('shows the empty state, and the error state', async () => {
    mockApi(api([]));
    const { unmount } = renderApp('/fleet');
    expect(await screen.findByText("You haven't added any vehicles yet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Vehicle' })).toBeInTheDocument();
    unmount();
    mockApi(api([], { 'GET /api/cars': () => [500, { message: 'Something went wrong' }] }));
    renderApp('/fleet');
    expect(await screen.findByText('Failed to load vehicles')).toBeInTheDocument();
  });

  it('deletes only after the browser confirmation, then refetches vehicles and transponders', async () => {
    const fetchMock = mockApi(api([EB48], { 'DELETE /api/cars/1': () => [204] }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderApp('/fleet');
    const remove = await screen.findByRole('button', { name: 'Delete Tekno RC EB48 2.2' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this vehicle?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    const before = fetchMock.mock.calls.length;
    await user.click(remove);
    expect(await screen.findByText('Vehicle deleted successfully')).toBeInTheDocument();
    const later = () =>
      fetchMock.mock.calls.slice(before).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    await waitFor(() =>
      expect(later()).toEqual(
        expect.arrayContaining(['DELETE /api/cars/1', 'GET /api/cars', 'GET /api/transponders']),
      ),
    );
  });

  it('toasts a failed deletion', async () => {
    mockApi(api([EB48], { 'DELETE /api/cars/1': () => [500, { message: 'Something went wrong' }] }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/fleet');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Tekno RC EB48 2.2' }));
    expect(await screen.findByText('Failed to delete vehicle')).toBeInTheDocument();
  });

  it('uploads a photo, then patches the car with its url', async () => {
    const { handlers, patches } = photoApi(EB48);
    mockApi(handlers);
    const user = userEvent.setup();
    renderApp('/fleet');
    const input = (await screen.findByLabelText('Photo of Tekno RC EB48 2.2')) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['png'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Car image uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(patches).toEqual([{ imageUrl: '/uploads/new.png' }]);
  });

  it("reads 'Uploading...' while the photo uploads and toasts a failure", async () => {
    let release: (reply: [number, unknown]) => void = () => {};
    mockApi(
      api([EB48], {
        'POST /api/upload': () => new Promise((resolve) => (release = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet');
    const input = await screen.findByLabelText('Photo of Tekno RC EB48 2.2');
    await user.upload(input, new File(['png'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    release([500, { message: 'Something went wrong' }]);
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Add Photo/ })).toBeEnabled();
  });

  it('opens a photo large, keyboard first, and gives focus back when it closes', async () => {
    mockApi(api([{ ...EB48, imageUrl: '/uploads/eb48.jpg' }]));
    const user = userEvent.setup();
    renderApp('/fleet');
    const eb48 = await card('Tekno RC EB48 2.2');
    const enlarge = within(eb48).getByRole('button', { name: 'Enlarge photo of Tekno RC EB48 2.2' });
    enlarge.focus();
    await user.keyboard('{Enter}');
    const viewer = await screen.findByRole('dialog', { name: 'Tekno RC EB48 2.2' });
    expect(within(viewer).getByRole('img', { name: 'Photo of Tekno RC EB48 2.2' })).toHaveAttribute(
      'src',
      '/uploads/eb48.jpg',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByRole('status', { name: 'Zoom level' })).toHaveTextContent('125%');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enlarge).toHaveFocus();
  });

  it('replaces a photo: the new upload is patched onto the car', async () => {
    const { handlers, patches } = photoApi({ ...EB48, imageUrl: '/uploads/old.png' });
    mockApi(handlers);
    const user = userEvent.setup();
    renderApp('/fleet');
    const eb48 = await card('Tekno RC EB48 2.2');
    expect(within(eb48).queryByRole('button', { name: /Add Photo/ })).toBeNull();
    const replace = within(eb48).getByRole('button', { name: 'Replace photo of Tekno RC EB48 2.2' });
    expect(replace).toHaveTextContent(/^Replace/);
    await user.upload(
      within(eb48).getByLabelText('Photo of Tekno RC EB48 2.2'),
      new File(['png'], 'b.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Car image uploaded successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ imageUrl: '/uploads/new.png' }]);
  });

  it('removes a photo only once the racer confirms', async () => {
    const { handlers, patches } = photoApi({ ...EB48, imageUrl: '/uploads/old.png' });
    mockApi(handlers);
    const user = userEvent.setup();
    renderApp('/fleet');
    const eb48 = await card('Tekno RC EB48 2.2');
    const remove = within(eb48).getByRole('button', { name: 'Remove photo of Tekno RC EB48 2.2' });
    await user.click(remove);
    let ask = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    expect(ask).toHaveTextContent('The photo of Tekno RC EB48 2.2 is taken off its card.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches).toEqual([]);

    await user.click(remove);
    ask = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(patches).toEqual([{ imageUrl: null }]);
  });
});
