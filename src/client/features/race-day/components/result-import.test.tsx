import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/run-import';
import { makeCar } from '../../../test/fleet-data';
import { lapsOf, makeRun, PREVIEW } from '../../../test/run-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { todayLocal } from '../lib/run-display';

vi.mock('../lib/uplot-chart', () => ({ drawLapChart: () => ({ setWidth() {}, destroy() {} }) }));

const TODAY = todayLocal();
const RESULT = 'MOD BUGGY B Main … the club printout';

function api(extra: ApiHandlers): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
    [`GET /api/runs?from=${TODAY}&to=${TODAY}`]: () => [200, []],
    'GET /api/setup-sheets': () => [200, []],
    'GET /api/esc-setups': () => [200, []],
    ...extra,
  };
}

async function pasteResult() {
  const user = userEvent.setup();
  renderApp('/race-day/log');
  const form = await screen.findByRole('form', { name: 'Log a run' });
  await user.click(within(form).getByRole('tab', { name: 'From a result' }));
  await user.click(within(form).getByLabelText('Paste the result'));
  await user.paste(RESULT);
  await user.click(within(form).getByRole('button', { name: 'Read the result' }));
  return { user, form };
}

describe('Log a run from a timing result', () => {
  it('previews every race and driver with the racer’s own preselected, and imports that driver', async () => {
    let previewed: unknown;
    let imported: unknown;
    const run = makeRun({ id: 12, source: 'import', date: '2012-01-14', session: 'main', round: 'Round 3' });
    mockApi(
      api({
        'POST /api/runs/import/preview': (body) => {
          previewed = body;
          return [200, PREVIEW];
        },
        'POST /api/runs/import': (body) => {
          imported = body;
          return [201, run];
        },
        'GET /api/runs/12': () => [200, run],
      }),
    );
    const { user, form } = await pasteResult();
    expect(
      await within(form).findByText('RCScoringPro result: Winter Series · Tacoma RC · Jan 14, 2012'),
    ).toBeInTheDocument();
    expect(previewed).toEqual({ text: RESULT });

    const tables = within(form).getAllByRole('table');
    expect(tables.map((t) => (t as HTMLTableElement).caption?.textContent)).toEqual([
      'MOD BUGGY A Main',
      'MOD BUGGY B Main · Round 3',
    ]);
    const mine = within(tables[1] as HTMLElement).getByRole('radio', { name: /DOE, JANE/ });
    expect(mine).toBeChecked();
    expect(mine).toHaveAccessibleName('DOE, JANE You Car #4 · Transponder 1234567');
    expect(within(tables[1] as HTMLElement).getByRole('radio', { name: /NOSHOW/ })).toBeDisabled();
    const row = mine.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'DOE, JANEYouCar #4 · Transponder 1234567',
      '3Official',
      '22.600Official',
      '1:08.800Official',
    ]);
    // The file's date, track, round and event fill the run's.
    expect(within(form).getByLabelText('Date')).toHaveValue('2012-01-14');
    expect(within(form).getByLabelText('Track')).toHaveValue('Tacoma RC');
    expect(within(form).getByLabelText('Round')).toHaveValue('');

    await user.selectOptions(within(form).getByLabelText('Session'), 'Main');
    await user.click(within(form).getByRole('button', { name: 'Import run' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Main Round 3 · Tacoma RC' }),
    ).toBeInTheDocument();
    expect(imported).toMatchObject({
      text: RESULT,
      race: 1,
      driver: 1,
      rcCarId: 1,
      date: '2012-01-14',
      trackName: 'Tacoma RC',
      session: 'main',
      // Blank: the server takes the file's.
      round: null,
      eventName: null,
    });
  });

  it('says why a text cannot be read, and names the run a driver was imported into before', async () => {
    let unreadable = true;
    mockApi(
      api({
        'POST /api/runs/import/preview': () =>
          unreadable
            ? [
                400,
                {
                  message: 'Could not read this result. Tried Lap list: no lap times, one a line.',
                  code: 'unreadable_result',
                },
              ]
            : [200, PREVIEW],
        'POST /api/runs/import': () => [
          409,
          {
            message:
              'DOE, JANE in MOD BUGGY B Main is already imported: your run #7 of 2012-01-14 at Tacoma RC',
            code: 'already_imported',
          },
        ],
      }),
    );
    const { user, form } = await pasteResult();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not read this result. Tried Lap list: no lap times, one a line.',
    );
    expect(within(form).queryByRole('table')).toBeNull();

    unreadable = false;
    await user.click(within(form).getByRole('button', { name: 'Read the result' }));
    expect(await within(form).findByRole('radio', { name: /DOE, JANE/ })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Import run' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'DOE, JANE in MOD BUGGY B Main is already imported: your run #7 of 2012-01-14 at Tacoma RC',
    );
    expect(within(form).getByRole('link', { name: 'Open run #7' })).toHaveAttribute(
      'href',
      '/race-day/runs/7',
    );
  });

  it('asks for a driver when none of the file is the racer’s', async () => {
    const none = {
      ...PREVIEW,
      races: PREVIEW.races.map((r) => ({
        ...r,
        drivers: r.drivers.map((d) => ({ ...d, suggested: false })),
      })),
    };
    const posted = vi.fn(() => [201, makeRun({ id: 1 })] as [number, unknown]);
    mockApi(api({ 'POST /api/runs/import/preview': () => [200, none], 'POST /api/runs/import': posted }));
    const { user, form } = await pasteResult();
    await within(form).findAllByRole('table');
    expect(
      within(form)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Import run' }));
    expect(await within(form).findByText('Choose a driver')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('says what a huge file left out, and a driver cut to 500 laps cannot be picked', async () => {
    const [aMain, bMain] = PREVIEW.races as [ImportPreview['races'][number], ImportPreview['races'][number]];
    const huge: ImportPreview = {
      ...PREVIEW,
      races: [
        aMain,
        {
          ...bMain,
          drivers: bMain.drivers.map((d) =>
            d.suggested ? { ...d, laps: lapsOf(Array(500).fill(22_600)), lapsInFile: 349_508 } : d,
          ),
        },
      ],
      racesInFile: 812,
      notes: [
        'This file has 812 races; the first 2 are shown.',
        'Only the first 500 of 349,508 laps of DOE, JANE are shown: a run holds at most 500 laps. Their figures are worked out on those 500, and they cannot be imported as one run.',
      ],
    };
    mockApi(api({ 'POST /api/runs/import/preview': () => [200, huge] }));
    const { form } = await pasteResult();
    const note = await within(form).findByRole('note', { name: 'Not all of this file is shown' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(huge.notes);
    const cut = within(form).getByRole('radio', { name: /DOE, JANE/ });
    expect(cut).toBeDisabled();
    expect(cut).not.toBeChecked();
    expect(cut.closest('label')).toHaveTextContent(
      'First 500 of 349,508 laps shown: more than one run holds',
    );
    expect(within(form).getByRole('radio', { name: /FAST, ALEX/ })).toBeEnabled();
  });

  it('shows no note when the whole file is shown', async () => {
    mockApi(api({ 'POST /api/runs/import/preview': () => [200, PREVIEW] }));
    const { form } = await pasteResult();
    await within(form).findAllByRole('table');
    expect(within(form).queryByRole('note')).toBeNull();
  });
});
