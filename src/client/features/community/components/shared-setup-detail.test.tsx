import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type SharedSetup, sharedSetupSchema } from '../../../../shared/schemas/share-link';
import { makeSetupSheet } from '../../../test/setup-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { makePublicSetup } from '../test/public-setup-data';
import { warmUpCommunityRoutes } from '../test/warm-up';

warmUpCommunityRoutes();

const SLUG = 'AbCdEfGh12345678';
// What the server answers for a link to a sheet: the community shape read through the link's own
// schema, which leaves out the id, notes and file.
const SHARED: SharedSetup = sharedSetupSchema.parse({
  ...makePublicSetup({
    id: 1,
    driverName: 'Sam Lap',
    vehicleMake: 'Tekno RC',
    vehicleModel: 'EB48 2.2',
    eventName: 'Club final',
    frontToe: '1.5°',
  }),
  kind: 'setup-sheet',
});

describe('A setup opened from a share link (/s/:slug)', () => {
  it('shows a visitor the setup read-only, with sign in to copy', async () => {
    mockApi({ ...session(null), [`GET /api/shared/${SLUG}`]: () => [200, SHARED] });
    renderApp(`/s/${SLUG}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club final – EB48 2.2' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1.5°')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare with mine' })).not.toBeInTheDocument();
  });

  it('lets a racer copy it (one request per intent) and offers Compare with mine', async () => {
    const copies: unknown[] = [];
    mockApi({
      ...session(TEST_USER),
      [`GET /api/shared/${SLUG}`]: () => [200, SHARED],
      [`POST /api/shared/${SLUG}/copy`]: (body) => {
        copies.push(body);
        return [201, makeSetupSheet({ id: 40, name: 'Club final – EB48 2.2 (copy)' })];
      },
    });
    renderApp(`/s/${SLUG}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy to my setups' }));
    expect(await screen.findByText(/Copied to your setup sheets/)).toBeInTheDocument();
    expect(copies).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Compare with mine' })).toBeInTheDocument();
  });

  it('says a revoked or unknown link is gone', async () => {
    mockApi({
      ...session(null),
      [`GET /api/shared/${SLUG}`]: () => [404, { message: 'Shared setup not found', code: 'not_found' }],
    });
    renderApp(`/s/${SLUG}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared setup not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse community setups' })).toBeInTheDocument();
  });
});
