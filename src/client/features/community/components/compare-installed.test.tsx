import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { mockApi, renderApp, TEST_USER } from '../../../test/utils';
import { communityApi } from '../test/community-api';
import { makePublicSetup } from '../test/public-setup-data';
import { warmUpCommunityRoutes } from '../test/warm-up';
import { installedMatch } from './compare-installed';

warmUpCommunityRoutes();

const SHARED = makePublicSetup({
  id: 45,
  eventName: 'Winter Series R3',
  vehicleMake: 'tekno rc',
  vehicleModel: 'EB48 2.2 ',
});
const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B74 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B74.2' });
const ON_EB48 = makeSetupSheet({ id: 11, name: 'Indoor final', rcCarId: 1, isCurrentlyInstalled: true });
const ON_B74 = makeSetupSheet({ id: 12, name: 'Carpet', rcCarId: 2, isCurrentlyInstalled: true });
const SPARE = makeSetupSheet({ id: 13, name: 'Spare', rcCarId: 1 });

function open(signedIn: boolean, cars = [EB48, B74], sheets = [ON_EB48, ON_B74, SPARE]) {
  mockApi(
    communityApi([SHARED], signedIn ? TEST_USER : null, {
      'GET /api/cars': () => [200, cars],
      'GET /api/setup-sheets': () => [200, sheets],
    }),
  );
  return { ...renderApp('/public-setups/45'), user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Winter Series R3' });

describe('Compare with my installed setup for this car', () => {
  it('matches the car by make and model, case and spaces aside', () => {
    expect(installedMatch(SHARED, [B74, EB48], [SPARE, ON_B74, ON_EB48]).match?.id).toBe(11);
    expect(installedMatch(SHARED, [B74], [ON_B74]).match).toBeUndefined();
    expect(
      installedMatch({ vehicleMake: null, vehicleModel: null }, [EB48], [ON_EB48]).match,
    ).toBeUndefined();
  });

  it('links the installed sheet of the matching car with the community setup', async () => {
    open(true);
    const link = await within(await dialog()).findByRole('link', {
      name: 'Compare with my installed setup for this car',
    });
    expect(link).toHaveAttribute('href', '/compare?kind=setup-sheet&refs=11,public:45');
  });

  it('without a matching car, offers the installed sheets to choose from', async () => {
    const { user } = open(true, [EB48, B74], [ON_B74, makeSetupSheet({ ...ON_EB48, rcCarId: 3 }), SPARE]);
    const detail = await dialog();
    const choice = await within(detail).findByLabelText('Compare with my installed setup');
    await user.selectOptions(choice, 'Indoor final');
    expect(within(detail).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?kind=setup-sheet&refs=11,public:45',
    );
  });

  it('is not there signed out', async () => {
    open(false);
    expect(await within(await dialog()).findByRole('link', { name: 'Sign in to copy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Compare/ })).toBeNull();
  });

  it('is not there for a racer without an installed sheet', async () => {
    open(true, [EB48], [SPARE]);
    expect(
      await within(await dialog()).findByRole('button', { name: /Copy to my setups/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Compare/ })).toBeNull();
  });
});
