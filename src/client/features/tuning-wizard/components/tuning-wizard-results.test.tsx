import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/utils';
import { RESULT, rec, renderWizardCard } from '../test/render';
import { api, toResults } from '../test/wizard-flow';

/** The wizard's answer as the racer reads it: the cards, their sources and what this racer tried. */
describe('AI Tuning Wizard results', () => {
  it('shows the results: maintenance check, each recommendation, More Information and More Options', async () => {
    mockApi(api());
    renderWizardCard();
    const { user, dialog } = await toResults();
    // Each new step starts at its heading.
    expect(within(dialog).getByRole('heading', { name: 'Recommendations: More steering' })).toHaveFocus();
    // Closed, so the first recommendation is on a phone's first screen; its count says what is in it.
    const maintenance = within(dialog).getByText('Pre-Setup Maintenance Check (1)');
    const tip = within(dialog).getByText('Check every shock for air and leaks.');
    expect(tip).not.toBeVisible();
    await user.click(maintenance);
    expect(tip).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Recommended changes' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = within(list).getByRole('article', { name: /Change number 1/ });
    for (const text of [
      'Shocks',
      'Medium impact',
      'Easy',
      'Your current setting',
      'Suggestion 1',
      'Because of reason 1.',
    ])
      expect(first).toHaveTextContent(text);

    const more = within(first).getByRole('button', { name: 'More Information' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(first).getByText('Adjust it like this 1.')).toBeInTheDocument();
    expect(within(first).getByText('Bad thing 1')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Less Information' }));
    expect(within(first).queryByText('Adjust it like this 1.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'More Options (2)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: /More Options/ })).not.toBeInTheDocument();
  });

  it('hides the maintenance card and More Options when there is nothing for them', async () => {
    mockApi(
      api({
        'POST /api/tuning/analyse': () => [
          200,
          { ...RESULT, maintenanceTips: [], allRecommendations: RESULT.recommendations },
        ],
      }),
    );
    renderWizardCard();
    const { dialog } = await toResults();
    expect(within(dialog).queryByText(/Pre-Setup Maintenance Check/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /More Options/ })).not.toBeInTheDocument();
  });

  it("shows a card's sources and what this racer tried, and why it was moved down", async () => {
    const lowered = rec(1, {
      title: 'Thicker rear diff oil',
      detailedInfo: {
        howToAdjust: 'Refill the rear diff.',
        effects: { positive: ['More drive'], negative: ['Less rotation'] },
        sources: ['XRAY XB8 set-up book: Differentials', 'Tekno EB48 manual: Diffs'],
      },
      fromResults: {
        verdict: 'contradicts',
        moved: 'down',
        sentence: 'You tried thicker rear diff oil in v3 and marked it Worse, so it is moved down.',
        lowered: 'You tried thicker rear diff oil in v3 and marked it Worse, so it is moved down.',
        past: [
          {
            setupKind: 'setup-sheet',
            setupId: 9,
            setupName: 'Club race',
            version: 3,
            direction: 'thicker',
            from: '5k',
            to: '7k',
            changedAt: '2025-05-01T10:00:00.000Z',
            trackName: 'Ridgeway',
            surface: null,
            grip: null,
            runs: 3,
            top5DeltaMs: 200,
            runsVerdict: 'too-little-to-tell',
            mark: 'worse',
            note: null,
            outcome: 'worse',
            text: 'Last time you changed the rear diff oil to thicker oil in v3 at Ridgeway: +0.2 s top-5 average, 3 runs (runs say: too little to tell); you marked it Worse',
          },
        ],
      },
    });
    const backed = rec(2, {
      fromResults: {
        verdict: 'supports',
        moved: 'up',
        sentence: 'You tried change number 2 in v4 and marked it Better, so it is moved up.',
        lowered: null,
        past: [],
      },
      detailedInfo: { howToAdjust: 'x', effects: { positive: [], negative: [] }, sources: ['One book'] },
    });
    const result = { ...RESULT, recommendations: [backed, lowered], allRecommendations: [backed, lowered] };
    mockApi(api({ 'POST /api/tuning/analyse': () => [200, result] }));
    renderWizardCard();
    const { user, dialog } = await toResults();
    const card = within(dialog).getByRole('article', { name: /Thicker rear diff oil/ });
    const past = within(card).getByRole('region', { name: 'From what you tried' });
    expect(past).toHaveTextContent(
      'You tried thicker rear diff oil in v3 and marked it Worse, so it is moved down.',
    );
    // The server's sentence says it was moved down: said once, not again from `lowered`.
    expect(past.textContent?.match(/moved down/gi)).toHaveLength(1);
    expect(within(past).getByRole('list', { name: 'Earlier changes of this setting' })).toHaveTextContent(
      'in v3 at Ridgeway: +0.2 s top-5 average, 3 runs (runs say: too little to tell); you marked it Worse',
    );
    await user.click(within(card).getByRole('button', { name: 'More Information' }));
    expect(card).toHaveTextContent('Sources: XRAY XB8 set-up book: Differentials; Tekno EB48 manual: Diffs');
    const other = within(dialog).getByRole('article', { name: /Change number 2/ });
    expect(other).toHaveTextContent(
      'You tried change number 2 in v4 and marked it Better, so it is moved up.',
    );
    await user.click(within(other).getByRole('button', { name: 'More Information' }));
    expect(other).toHaveTextContent('Source: One book');
    // Nothing to write it into without a car's installed setup.
    expect(within(dialog).queryByRole('button', { name: 'Try this' })).not.toBeInTheDocument();
  });
});
