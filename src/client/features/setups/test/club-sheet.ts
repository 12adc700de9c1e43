import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';

/** The save tests' racer: an EB48 and its club sheet at version 3, which another device may save over. */
export const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
export const CLUB = makeSetupSheet({
  id: 11,
  name: 'Club race',
  rcCarId: 1,
  trackName: 'Silverdale',
  rearSpring: 'Blue',
  version: 3,
  updatedAt: '2025-05-01T10:00:00.000Z',
});
/** The server's 412 message for a save begun on version 3. */
export const CONFLICT =
  'This setup was changed elsewhere since you opened it (it is now at version 4). Reload it to see the changes.';
