import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RaceIdentity } from '../../../../shared/schemas/run';
import { RaceFacts } from './race-facts';

const RACE: RaceIdentity = {
  fullName: '2wd Buggy Open B Main',
  className: '2wd Buggy Open',
  raceName: 'B Main',
  kind: 'main',
  round: '3',
  position: 4,
  drivers: 10,
  gapToWinner: { laps: 0, ms: 4_214 },
  gapToAhead: { laps: 0, ms: 830 },
  fileEvent: 'Friday Night',
  fileTrack: null,
  note: 'The lap grid gives 11 laps; the summary 12.',
};

describe('the race a run was, on its page', () => {
  it('says class, race, round, place, the gaps and the note', () => {
    render(<RaceFacts race={RACE} />);
    expect(screen.getByText('2wd Buggy Open · B Main · Round 3 · P4 of 10')).toBeInTheDocument();
    expect(screen.getByText('+4.21 s to the winner · +0.83 s to P3')).toBeInTheDocument();
    expect(screen.getByText('Note: The lap grid gives 11 laps; the summary 12.')).toBeInTheDocument();
  });

  it('says nothing for a run logged by hand', () => {
    const { container } = render(<RaceFacts race={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
