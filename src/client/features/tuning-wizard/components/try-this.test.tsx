import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { mockApi, session, TEST_USER } from '../../../test/utils';
import { RESULT, rec, renderWizardCard } from '../test/render';
import { answerAll, api, open } from '../test/wizard-flow';

describe('Apply to a copy of my setup', () => {
  it("lets a racer pick a car and apply ticked changes to a copy of the car's installed sheet", async () => {
    const car = makeCar({ id: 4, manufacturer: 'Tekno RC', model: 'NB48 2.2' });
    const sheet = makeSetupSheet({
      id: 9,
      rcCarId: 4,
      name: 'Club race',
      notes: 'Old notes',
      frontShockOil: '500 cSt',
      frontCamber: '-2°',
      isCurrentlyInstalled: true,
      trackName: 'Home',
      trackSurface: 'Clay',
    });
    let posted: Record<string, unknown> | undefined;
    const personal = {
      ...RESULT,
      vehicle: {
        label: 'Tekno RC NB48 2.2',
        scale: '1:8',
        drivetrain: '4WD',
        power: 'nitro',
        setupSheetId: 9,
        setupSheetName: 'Club race',
      },
      recommendations: [
        rec(1, {
          id: 'frontShockOil:thinner',
          parameter: 'frontShockOil',
          title: 'Thinner front shock oil',
          current: '500 cSt',
          suggested: '450 cSt',
          newValue: '450 cSt',
        }),
        rec(2, {
          id: 'frontCamber:increase',
          parameter: 'frontCamber',
          title: 'More negative front camber',
          current: '-2°',
          suggested: '-2.5°',
          newValue: '-2.5°',
        }),
        rec(3, { id: 'lowSpeedNeedle:decrease', parameter: 'lowSpeedNeedle' }),
      ],
    };
    personal.allRecommendations = personal.recommendations;
    const fetchMock = mockApi({
      ...api(),
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [car]],
      'GET /api/setup-sheets': () => [200, [sheet]],
      'POST /api/tuning/analyse': () => [200, personal],
      'POST /api/setup-sheets/9/copy': (body) => {
        posted = body as Record<string, unknown>;
        return [201, { ...sheet, id: 10, name: 'Club race (wizard)' }];
      },
    });
    renderWizardCard({ signedIn: true });
    const { user, dialog } = await open();
    const select = within(dialog).getByLabelText('Your car');
    await within(select).findByRole('option', { name: 'Tekno RC NB48 2.2' });
    await user.selectOptions(select, 'car:4');
    // Inferred nitro: the ESC goal is offered for electric cars only.
    expect(within(dialog).getByRole('button', { name: /ESC power delivery/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /More steering/ }));
    await answerAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
    await within(dialog).findByText(RESULT.summary);
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/api/tuning/analyse')?.[1]?.body),
    );
    expect(body.rcCarId).toBe(4);

    const boxes = within(dialog).getAllByRole('checkbox', { name: 'Include in my copy' });
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    await user.click(boxes[1] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Apply to a copy of my setup' }));
    expect(await screen.findByText('Setup sheet created')).toBeInTheDocument();
    expect(posted).toMatchObject({
      changes: { frontShockOil: '450 cSt', frontCamber: '-2.5°' },
      suffix: 'wizard',
    });
    expect(String(posted?.note)).toContain('Thinner front shock oil: 500 cSt → 450 cSt');
    expect(await within(dialog).findByRole('link', { name: 'Open "Club race (wizard)"' })).toHaveAttribute(
      'href',
      '/setup-sheets?id=10',
    );
  });
});
