import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupImpact, TrackImpact } from '../../../../shared/schemas/run-impact';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { addVersionHandlers } from '../../../test/setup-versions-api';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const CAR = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const SHEET = makeSetupSheet({ id: 11, name: 'Clay', rcCarId: 1, rearSpring: 'Gold', version: 3 });

const v = (version: number, from: string, to: string): SetupVersion => ({
  version,
  createdAt: `2025-06-0${version}T12:00:00.000Z`,
  source: version === 1 ? 'create' : 'edit',
  note: null,
  outcome: 'untested',
  changes: [{ field: 'rearSpring', from: version === 1 ? null : from, to }],
  installs: [],
});

const side = (runs: number, top5AvgMs: number, consistencyPct: number) => ({
  runs,
  laps: runs * 20,
  cleanLaps: runs * 19,
  top5AvgMs,
  consistencyPct,
});

/** A track's first runs: nothing earlier to compare with. */
const firstRunsAt = (trackName: string, runs: number): TrackImpact => ({
  trackName,
  runs,
  laps: runs * 20,
  effect: { comparable: false, reason: 'no-earlier-runs', baseVersion: null },
});

/** Version 3 ran against version 1 at Clay Kings (version 2 never ran) and first at Carpet Arena. */
const IMPACT: SetupImpact = {
  versions: [
    {
      version: 3,
      runIds: [9, 8, 7, 6],
      tracks: [
        {
          trackName: 'Clay Kings',
          runs: 3,
          laps: 60,
          effect: {
            comparable: true,
            baseVersion: 1,
            top5DeltaMs: -210,
            top5IntervalMs: 150,
            verdict: 'better',
            tooLittle: null,
            consistencyDeltaPct: 1.2,
            before: side(2, 20_412, 91),
            after: side(3, 20_202, 92.2),
            confounders: [
              { kind: 'track-temp', deltaC: 7 },
              { kind: 'tyres', before: ['Pin spikes'], after: ['Mini pins'] },
              { kind: 'skipped-versions', from: 2, to: 2 },
            ],
            alike: ['day'],
          },
        },
        firstRunsAt('Carpet Arena', 1),
      ],
    },
    {
      version: 1,
      runIds: [2, 1],
      tracks: [firstRunsAt('Clay Kings', 2)],
    },
  ],
};

async function openHistory(impact?: SetupImpact) {
  const api = setupsApi({ cars: [CAR], sheets: [{ ...SHEET }], esc: [] });
  addVersionHandlers(
    api,
    'setup-sheets',
    11,
    [v(3, 'Silver', 'Gold'), v(2, 'Blue', 'Silver'), v(1, '', 'Blue')],
    impact,
  );
  mockApi(api.handlers);
  renderApp('/setup-sheets?id=11');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Show history \(3 versions\)/ }));
  const list = await screen.findByRole('list', { name: 'Versions, newest first' });
  const entry = (version: number) =>
    within(list).getByRole('listitem', { name: new RegExp(`^Version ${version} ·`) });
  return { api, user, entry };
}

describe('What each change did, in the History panel', () => {
  it('says what a version did per track, with what else differed, and why there is no number', async () => {
    const { entry } = await openHistory(IMPACT);
    const latest = entry(3);
    expect(await within(latest).findByText(/top-5 average over 3 runs vs 2/)).toHaveTextContent(
      'Clay Kings: Better: \u22120.21 s ± 0.15 s (95 %) top-5 average over 3 runs vs 2; same day',
    );
    expect(within(latest).getByText(/^Runs 2 → 3/)).toHaveTextContent(
      'Runs 2 → 3 · clean laps 38 → 57 · top-5 average 20.412 → 20.202 s · consistency 91.0 → 92.2 %',
    );
    expect(within(latest).queryByText(/Too little to tell/)).not.toBeInTheDocument();
    expect(within(latest).getByText(/^Also different/)).toHaveTextContent(
      'Also different: track 7 °C warmer, different tyres (Pin spikes → Mini pins), also includes the changes of version 2.',
    );
    expect(within(latest).getByText(/Carpet Arena/).parentElement).toHaveTextContent(
      'Carpet Arena: 1 run on this version; no runs on an earlier version there to compare with yet.',
    );
    expect(within(entry(2)).getByText('No runs on this version yet.')).toBeInTheDocument();
    expect(within(entry(1)).getByText(/Clay Kings/).parentElement).toHaveTextContent(
      '2 runs on this version; no runs on an earlier version there to compare with yet.',
    );
    expect(within(entry(1)).queryByRole('button', { name: /Set outcome/ })).not.toBeInTheDocument();
  });

  it('sets the outcome the runs suggest once the racer confirms', async () => {
    const { api, user, entry } = await openHistory(IMPACT);
    await user.click(
      await within(entry(3)).findByRole('button', { name: 'Set outcome: Better (version 3, Clay Kings)' }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Mark version 3 Better?' });
    expect(ask).toHaveTextContent(
      'Clay Kings: Better: \u22120.21 s ± 0.15 s (95 %) top-5 average over 3 runs vs 2; same day. Also different',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.bodies('PATCH /api/setup-sheets/11/versions/3')).toEqual([]);

    await user.click(within(entry(3)).getByRole('button', { name: /Set outcome: Better/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Mark version 3 Better?' })).getByRole('button', {
        name: 'Mark Better',
      }),
    );
    expect(await screen.findByText('Version 3 marked Better')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/setup-sheets/11/versions/3')).toEqual([{ outcome: 'better' }]);
    expect(await within(entry(3)).findByText('Outcome: Better')).toBeInTheDocument();
    // The outcome now says what the runs said: nothing left to offer.
    expect(within(entry(3)).queryByRole('button', { name: /Set outcome/ })).not.toBeInTheDocument();
  });

  it('says too little to tell plainly, with the session that differed, and offers no outcome', async () => {
    const clay = IMPACT.versions[0]?.tracks[0] as TrackImpact;
    if (!clay.effect.comparable) throw new Error('comparable expected');
    const tooLittle: SetupImpact = {
      versions: [
        {
          ...(IMPACT.versions[0] as SetupImpact['versions'][number]),
          tracks: [
            {
              ...clay,
              effect: {
                ...clay.effect,
                top5DeltaMs: 90,
                top5IntervalMs: null,
                verdict: 'too-little-to-tell',
                tooLittle: 'one-run-a-side',
                before: side(1, 20_410, 91),
                after: side(1, 20_500, 90),
                confounders: [{ kind: 'session', before: ['B Main'], after: ['A Main'] }],
              },
            },
          ],
        },
        ...IMPACT.versions.slice(1),
      ],
    };
    const { entry } = await openHistory(tooLittle);
    const latest = entry(3);
    expect(await within(latest).findByText(/top-5 average over 1 run vs 1/)).toHaveTextContent(
      'Clay Kings: Too little to tell: +0.09 s top-5 average over 1 run vs 1; same day',
    );
    expect(within(latest).getByText(/^Runs 1 → 1/)).toHaveTextContent('Runs 1 → 1 · clean laps 19 → 19');
    expect(within(latest).getByText(/^One run a side: how much runs differ/)).toBeInTheDocument();
    expect(within(latest).getByText(/^Also different/)).toHaveTextContent(
      'Also different: different sessions (B Main → A Main).',
    );
    expect(within(latest).queryByRole('button', { name: /Set outcome/ })).not.toBeInTheDocument();
  });

  it('says nothing of runs to a racer who logs none', async () => {
    const { entry } = await openHistory();
    expect(within(entry(3)).getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(screen.queryByText(/No runs on this version/)).not.toBeInTheDocument();
    expect(screen.queryByText(/top-5 average/)).not.toBeInTheDocument();
  });
});
