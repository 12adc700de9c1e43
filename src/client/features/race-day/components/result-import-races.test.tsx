import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview, RunImportBatchResult } from '../../../../shared/schemas/run-import';
import { makeCar } from '../../../test/fleet-data';
import { makeRun, PREVIEW } from '../../../test/run-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { todayLocal } from '../lib/run-display';

vi.mock('../lib/uplot-chart', () => ({ drawLapChart: () => ({ setWidth() {}, destroy() {} }) }));

/**
 * Issue 29 in the import form: the racer's driver in every race imported at once, the track they
 * chose kept unless they take the file's, and the parts of a file that did not read listed.
 */
const TODAY = todayLocal();
const RESULT = 'Friday Night … ten mains';
const [A_MAIN, B_MAIN] = PREVIEW.races as [ImportPreview['races'][number], ImportPreview['races'][number]];

/** The racer (LAP, SAM) in both mains, the file naming its event and no track, one race unread. */
const NIGHT: ImportPreview = {
  ...PREVIEW,
  track: undefined,
  event: 'Friday Night',
  races: [
    {
      ...A_MAIN,
      className: 'MOD BUGGY',
      raceName: 'A Main',
      kind: 'main',
      round: '3',
      drivers: A_MAIN.drivers.map((d) =>
        d.name === 'LAP, SAM'
          ? { ...d, suggested: true, position: 2, note: 'The lap grid gives 11 laps; the summary 12.' }
          : d,
      ),
    },
    { ...B_MAIN, className: 'MOD BUGGY', raceName: 'B Main', kind: 'main' },
  ],
  unread: [{ name: 'Rookie B Main', reason: 'its lap grid has no laps' }],
};

function api(extra: ApiHandlers, todaysTrack?: string): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
    [`GET /api/runs?from=${TODAY}&to=${TODAY}`]: () => [
      200,
      todaysTrack ? [makeRun({ id: 90, trackName: todaysTrack })] : [],
    ],
    'GET /api/setup-sheets': () => [200, []],
    'GET /api/esc-setups': () => [200, []],
    'POST /api/runs/import/preview': () => [200, NIGHT],
    ...extra,
  };
}

async function readNight() {
  const user = userEvent.setup();
  renderApp('/race-day/log');
  const form = await screen.findByRole('form', { name: 'Log a run' });
  await user.click(within(form).getByRole('tab', { name: 'From a result' }));
  await user.click(within(form).getByLabelText('Paste the result'));
  await user.paste(RESULT);
  await user.click(within(form).getByRole('button', { name: 'Read the result' }));
  await within(form).findAllByRole('table');
  return { user, form };
}

describe('importing a whole night from a result', () => {
  it('imports the racer in every race they ran, then opens the car’s runs', async () => {
    let sent: unknown;
    const answer: RunImportBatchResult = {
      runs: [makeRun({ id: 21, source: 'import' }), makeRun({ id: 22, source: 'import' })],
      skipped: [],
    };
    mockApi(
      api(
        {
          'POST /api/runs/import/batch': (body) => {
            sent = body;
            return [201, answer];
          },
          'GET /api/runs?rcCarId=1&limit=100': () => [200, answer.runs],
        },
        'Sacramento',
      ),
    );
    const { user, form } = await readNight();
    const mine = within(form).getByRole('region', { name: 'You are in 2 races of this file' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MOD BUGGY · A Main · Round 3 · LAP, SAM', 'MOD BUGGY · B Main · Round 3 · DOE, JANE']);
    // Each race shown as class · race · round, and the driver's place and note.
    expect(
      within(form)
        .getAllByRole('table')
        .map((t) => (t as HTMLTableElement).caption?.textContent),
    ).toEqual(['MOD BUGGY · A Main · Round 3', 'MOD BUGGY · B Main · Round 3']);
    const sam = within(form).getByRole('radio', { name: /LAP, SAM/ });
    expect(sam.closest('label')).toHaveTextContent('P2');
    expect(sam.closest('label')).toHaveTextContent('Note: The lap grid gives 11 laps; the summary 12.');

    await user.click(within(mine).getByRole('button', { name: 'Import my 2 races' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Runs of/ })).toBeInTheDocument();
    expect(sent).toMatchObject({
      text: RESULT,
      picks: [
        { race: 0, driver: 1 },
        { race: 1, driver: 1 },
      ],
      rcCarId: 1,
      trackName: 'Sacramento',
    });
    // Each race's own session and round are the file's: the form's are not sent.
    expect(sent).not.toHaveProperty('session');
    expect(sent).not.toHaveProperty('round');
  });

  it('says which races were not imported and why, and leads to the car’s runs', async () => {
    mockApi(
      api(
        {
          'POST /api/runs/import/batch': () => [
            201,
            {
              runs: [makeRun({ id: 21, source: 'import' })],
              skipped: [
                {
                  race: 1,
                  driver: 1,
                  message:
                    'DOE, JANE in MOD BUGGY B Main is already imported: your run #7 of 2012-01-14 at X',
                },
              ],
            },
          ],
        },
        'Sacramento',
      ),
    );
    const { user, form } = await readNight();
    await user.click(within(form).getByRole('button', { name: 'Import my 2 races' }));
    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('Imported 1 run.');
    expect(status).toHaveTextContent(
      'Not imported: DOE, JANE in MOD BUGGY B Main is already imported: your run #7 of 2012-01-14 at X',
    );
    expect(within(status).getByRole('link', { name: 'See the car’s runs' })).toHaveAttribute(
      'href',
      '/race-day/cars/1',
    );
  });

  it('asks for a track before sending when the form has none, and sends nothing', async () => {
    const batch = vi.fn(() => [201, { runs: [], skipped: [] }] as [number, unknown]);
    mockApi(api({ 'POST /api/runs/import/batch': batch }));
    const { user, form } = await readNight();
    // The file names an event and no track: the blank track stays blank, never the event.
    expect(within(form).getByLabelText('Track')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Import my 2 races' }));
    expect(await within(form).findByText('Track is required')).toBeInTheDocument();
    expect(batch).not.toHaveBeenCalled();
  });

  it('lists the parts of the file that could not be read', async () => {
    mockApi(api({}));
    const { form } = await readNight();
    const note = within(form).getByRole('note', { name: 'Not all of this file could be read' });
    expect(within(note).getByRole('listitem')).toHaveTextContent(
      'Not read: Rookie B Main — its lap grid has no laps',
    );
  });
});

describe('the track the racer chose', () => {
  it('keeps theirs over the file’s unless they choose the file’s', async () => {
    let imported: unknown;
    mockApi(
      api(
        {
          'POST /api/runs/import/preview': () => [200, { ...NIGHT, track: 'Tacoma RC' }],
          'POST /api/runs/import': (body) => {
            imported = body;
            return [201, makeRun({ id: 12, source: 'import' })];
          },
          'GET /api/runs/12': () => [200, makeRun({ id: 12, source: 'import' })],
        },
        'Sacramento',
      ),
    );
    const { user, form } = await readNight();
    const question = within(form).getByRole('group', {
      name: 'The file says Tacoma RC. Use Tacoma RC or keep Sacramento?',
    });
    expect(within(question).getByRole('radio', { name: 'Keep Sacramento' })).toBeChecked();
    expect(within(form).getByLabelText('Track')).toHaveValue('Sacramento');
    await user.click(within(question).getByRole('radio', { name: 'Use Tacoma RC' }));
    expect(within(form).getByLabelText('Track')).toHaveValue('Tacoma RC');
    await user.click(within(question).getByRole('radio', { name: 'Keep Sacramento' }));
    expect(within(form).getByLabelText('Track')).toHaveValue('Sacramento');
    await user.click(within(form).getByRole('button', { name: 'Import run' }));
    await screen.findByRole('heading', { level: 1 });
    expect(imported).toMatchObject({ trackName: 'Sacramento', race: 0, driver: 1 });
  });
});
