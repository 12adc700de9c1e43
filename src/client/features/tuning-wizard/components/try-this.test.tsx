import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../../shared/schemas/tuning';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { type ApiHandlers, mockApi, session, TEST_USER } from '../../../test/utils';
import { GOALS, HANDLING_QUESTIONS, RESULT, rec, renderWizardCard } from '../test/render';
import { answerAll, open } from '../test/wizard-flow';

const CAR = makeCar({ id: 4, manufacturer: 'Tekno RC', model: 'EB48 2.2', power: 'electric' });
const SHEET = makeSetupSheet({
  id: 9,
  rcCarId: 4,
  name: 'Club race',
  frontShockOil: '500 cSt',
  isCurrentlyInstalled: true,
  version: 3,
});
const ESC = makeEscSetup({ id: 21, name: 'Punchy', punchControl: 'Level 5', isCurrentlyInstalled: true });

const PERSONAL: AnalysisResult = {
  ...RESULT,
  vehicle: {
    label: 'Tekno RC EB48 2.2',
    scale: '1:8',
    drivetrain: '4WD',
    power: 'electric',
    vehicleClass: 'buggy',
    setupSheetId: 9,
    setupSheetName: 'Club race',
    escSetupId: 21,
    escSetupName: 'Punchy',
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
      id: 'punchControl:decrease',
      parameter: 'punchControl',
      direction: 'decrease',
      title: 'Less punch',
      current: 'Level 5',
      suggested: 'Level 4',
      newValue: 'Level 4',
    }),
    // A sheet field whose value could not be worked out, and advice outside any setup field.
    rec(3, { id: 'rearSpring:softer', parameter: 'rearSpring', newValue: null }),
    rec(4, { id: 'rearWing:raise', parameter: 'rearWing', newValue: 'steeper' }),
  ],
};
PERSONAL.allRecommendations = PERSONAL.recommendations;

/** A signed-in racer with the EB48 chosen, at the results. */
async function toResults(extra: ApiHandlers = {}) {
  const fetchMock = mockApi({
    ...session(TEST_USER),
    'GET /api/tuning/goals': () => [200, GOALS],
    'GET /api/tuning/questions?goalId=more-steering&rcCarId=4': () => [200, HANDLING_QUESTIONS],
    'GET /api/cars': () => [200, [CAR]],
    'POST /api/tuning/analyse': () => [200, PERSONAL],
    ...extra,
  });
  renderWizardCard({ signedIn: true });
  const { user, dialog } = await open();
  const select = await within(dialog).findByLabelText('Your car');
  await within(select).findByRole('option', { name: 'Tekno RC EB48 2.2' });
  await user.selectOptions(select, 'car:4');
  // An electric car: the nitro goals would be disabled; the ESC goal is offered.
  expect(within(dialog).getByRole('button', { name: /ESC power delivery/ })).toBeEnabled();
  await user.click(within(dialog).getByRole('button', { name: /More steering/ }));
  await answerAll(user, dialog);
  // The car's kind is known: it is not asked.
  expect(within(dialog).queryByRole('region', { name: 'Your car' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Get Recommendations' }));
  await within(dialog).findByText(RESULT.summary);
  const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => u === '/api/tuning/analyse')?.[1]?.body));
  expect(body).toEqual({
    goalId: 'more-steering',
    handlingResponses: { 'corner-phase': 'phase-entry', 'track-grip': 'grip-high' },
    rcCarId: 4,
  });
  return { fetchMock, user, dialog };
}

const card = (dialog: HTMLElement, title: RegExp) => within(dialog).getByRole('article', { name: title });

describe('Try this', () => {
  it('is offered on changes that fit a setup field with a worked-out value', async () => {
    const { dialog } = await toResults();
    const offered = within(dialog)
      .getAllByRole('article')
      .filter((a) => within(a).queryByRole('button', { name: 'Try this' }))
      .map((a) => a.querySelector('h4')?.textContent);
    expect(offered).toEqual(['1. Thinner front shock oil', '2. Less punch']);
  });

  it('writes one change into the installed sheet as a wizard version, If-Match the version read', async () => {
    let put: unknown;
    const { fetchMock, user, dialog } = await toResults({
      'GET /api/setup-sheets/9': () => [200, SHEET],
      'PUT /api/setup-sheets/9': (body) => {
        put = body;
        return [200, { ...SHEET, frontShockOil: '450 cSt', version: 4 }];
      },
    });
    const oil = card(dialog, /Thinner front shock oil/);
    await user.click(within(oil).getByRole('button', { name: 'Try this' }));
    expect(oil).toHaveTextContent('Front shock oil 500 cSt → 450 cSt');
    await user.click(within(oil).getByRole('button', { name: 'On "Club race"' }));
    expect(await screen.findByText('Saved to "Club race"')).toBeInTheDocument();
    expect(put).toEqual({
      frontShockOil: '450 cSt',
      changeSource: 'wizard',
      changeNote: 'AI Setup Wizard (More steering): Front shock oil 500 cSt → 450 cSt',
    });
    const call = fetchMock.mock.calls.find(
      ([u, init]) => u === '/api/setup-sheets/9' && init?.method === 'PUT',
    );
    expect(call?.[1]?.headers).toMatchObject({ 'If-Match': '"3"' });
    expect(within(oil).getByRole('status')).toHaveTextContent('Saved as version 4 of "Club race".');
    expect(within(oil).getByRole('link', { name: 'History of "Club race"' })).toHaveAttribute(
      'href',
      '/setup-sheets?id=9#history',
    );
  });

  it("shows the server's message when the setup moved on (412), and refuses a value edited since", async () => {
    const conflict = 'This setup was changed elsewhere since you opened it (it is now at version 4).';
    let stored = SHEET;
    const { user, dialog } = await toResults({
      'GET /api/setup-sheets/9': () => [200, stored],
      'PUT /api/setup-sheets/9': () => [412, { message: conflict, code: 'version_conflict' }],
    });
    const oil = card(dialog, /Thinner front shock oil/);
    await user.click(within(oil).getByRole('button', { name: 'Try this' }));
    await user.click(within(oil).getByRole('button', { name: 'On "Club race"' }));
    expect(await within(oil).findByRole('alert')).toHaveTextContent(conflict);

    stored = { ...SHEET, frontShockOil: '400 cSt' };
    await user.click(within(oil).getByRole('button', { name: 'On "Club race"' }));
    expect(await within(oil).findByText(/now holds 400 cSt there, not 500 cSt/)).toBeInTheDocument();
  });

  it('saves an ESC change on a copy of the installed ESC setup', async () => {
    let posted: Record<string, unknown> | undefined;
    const { user, dialog } = await toResults({
      'POST /api/esc-setups/21/copy': (body) => {
        posted = body as Record<string, unknown>;
        return [201, { ...ESC, id: 22, name: 'Punchy (wizard)', isCurrentlyInstalled: false }];
      },
    });
    const punch = card(dialog, /Less punch/);
    await user.click(within(punch).getByRole('button', { name: 'Try this' }));
    await user.click(within(punch).getByRole('button', { name: 'On a copy' }));
    expect(await screen.findByText('ESC setup created')).toBeInTheDocument();
    expect(posted).toEqual({
      changes: { punchControl: 'Level 4' },
      note: 'AI Setup Wizard (More steering) from "Punchy": Punch control Level 5 → Level 4.',
      suffix: 'wizard',
    });
    expect(within(punch).getByRole('link', { name: 'Open "Punchy (wizard)"' })).toHaveAttribute(
      'href',
      '/setup-sheets?tab=esc&id=22',
    );
  });
});
