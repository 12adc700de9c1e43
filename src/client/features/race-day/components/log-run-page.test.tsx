import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Run } from '../../../../shared/schemas/run';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { makeTyreSet } from '../../../test/tyre-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { todayLocal } from '../lib/run-display';

vi.mock('../lib/uplot-chart', () => ({ drawLapChart: () => ({ setWidth() {}, destroy() {} }) }));

const TODAY = todayLocal();

function api(cars = [makeCar({ id: 1 })], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, cars],
    [`GET /api/runs?from=${TODAY}&to=${TODAY}`]: () => [200, []],
    'GET /api/setup-sheets': () => [200, []],
    'GET /api/esc-setups': () => [200, []],
    ...extra,
  };
}

/** Saving a run answers `saved`, whose page then opens; `sent.body` is what the form sent. */
function savingRun(saved: Run) {
  const sent: { body?: unknown } = {};
  const handlers: ApiHandlers = {
    'POST /api/runs': (body) => {
      sent.body = body;
      return [201, saved];
    },
    [`GET /api/runs/${saved.id}`]: () => [200, saved],
  };
  return { sent, handlers };
}

describe('Log a run, laps typed', () => {
  it('names what is missing or unreadable, and sends nothing', async () => {
    const posted = vi.fn(() => [201, makeRun({ id: 9 })] as [number, unknown]);
    mockApi(api([makeCar({ id: 1 }), makeCar({ id: 2, model: 'B6.4' })], { 'POST /api/runs': posted }));
    const user = userEvent.setup();
    renderApp('/race-day/log');
    const form = await screen.findByRole('form', { name: 'Log a run' });
    // Two cars: none is chosen for the racer.
    expect(within(form).getByLabelText('Car')).toHaveValue('');
    expect(within(form).getByLabelText('Date')).toHaveValue(TODAY);
    await user.click(within(form).getByRole('button', { name: 'Save run' }));
    expect(await within(form).findByText('Choose one of your vehicles')).toBeInTheDocument();
    expect(within(form).getByText('Track is required')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one lap time')).toBeInTheDocument();
    expect(within(form).getByLabelText('Lap times, one a line')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Lap times, one a line'), '22.456{Enter}2 crashed');
    expect(
      await within(form).findByText('Could not read the laps: line 2 ("2 crashed") is not a lap time.'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Humidity'), '140');
    await user.click(within(form).getByRole('button', { name: 'Save run' }));
    // The folded details open to show their error.
    expect(await within(form).findByText('Humidity must be at most 100')).toBeVisible();
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows the count and best as the laps are typed, saves, and opens the run', async () => {
    const laps = [
      { lapNo: 1, timeMs: 22_456 },
      { lapNo: 2, timeMs: 21_987 },
      { lapNo: 3, timeMs: 62_345 },
    ];
    const saving = savingRun(makeRun({ id: 9, date: TODAY, laps }));
    mockApi(api(undefined, saving.handlers));
    const user = userEvent.setup();
    renderApp('/race-day/log');
    const form = await screen.findByRole('form', { name: 'Log a run' });
    // The only car is chosen already.
    expect(within(form).getByLabelText('Car')).toHaveValue('1');
    await user.type(within(form).getByLabelText('Track'), 'Tacoma RC');
    await user.selectOptions(within(form).getByLabelText('Session'), 'Qualifier');
    // Pasted from a transponder app; the 62 s lap (a crash) is not clean, so not the best.
    await user.click(within(form).getByLabelText('Lap times, one a line'));
    await user.paste('22.456\n21,987\n1:02.345');
    expect(within(form).getByText('3 laps read · best 21.987')).toBeInTheDocument();
    await user.click(within(form).getByText(/More details/));
    await user.type(within(form).getByLabelText('Track temperature'), '31,5');
    await user.click(within(form).getByRole('button', { name: 'Save run' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice · Tacoma RC' }),
    ).toBeInTheDocument();
    expect(saving.sent.body).toMatchObject({
      rcCarId: 1,
      date: TODAY,
      trackName: 'Tacoma RC',
      session: 'qualifier',
      trackTempC: 31.5,
      humidityPct: null,
      eventName: null,
      laps,
    });
  });
});

describe('Log a run, tyre sets', () => {
  it('offers the sets in use (not the retired) and sends the ones ticked', async () => {
    const saving = savingRun(makeRun({ id: 9, date: TODAY, tyreSetIds: [4] }));
    mockApi(
      api(undefined, {
        ...saving.handlers,
        'GET /api/tyre-sets': () => [
          200,
          [
            makeTyreSet({ id: 4, brand: 'JConcepts', compound: 'Green', position: 'rear' }),
            makeTyreSet({ id: 5, brand: 'AKA', compound: 'Soft', retired: true }),
          ],
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/race-day/log');
    const form = await screen.findByRole('form', { name: 'Log a run' });
    await user.type(within(form).getByLabelText('Track'), 'Tacoma RC');
    await user.type(within(form).getByLabelText('Lap times, one a line'), '22.456');
    await user.click(within(form).getByText(/More details/));
    const tyres = within(form).getByRole('group', { name: 'Tyre sets' });
    await user.click(await within(tyres).findByLabelText('JConcepts Green · Rear'));
    expect(within(tyres).queryByText(/AKA/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save run' }));
    await screen.findByRole('heading', { level: 1, name: 'Practice · Tacoma RC' });
    expect(saving.sent.body).toMatchObject({ tyreSetIds: [4] });
  });
});
