import { describe, expect, it } from 'vitest';
import type { RaceDayChange } from '../../../../shared/schemas/run-overview';
import { makeRaceDayChange } from '../../../test/run-overview-data';
import { changeText, raceDateLabel, sessionLine } from './race-day';

const move = (changes: RaceDayChange['changes']) => makeRaceDayChange({ changes });

describe('the Last race day card’s words', () => {
  it('names a session with its round, a bare number as a round', () => {
    expect(sessionLine({ session: 'practice', round: null })).toBe('Practice');
    expect(sessionLine({ session: 'qualifier', round: '3' })).toBe('Qualifier · Round 3');
    expect(sessionLine({ session: 'main', round: 'A-Main' })).toBe('Main · A-Main');
  });

  it('calls the day today or yesterday by the viewer’s calendar, else writes it out', () => {
    const now = new Date(2025, 5, 14, 23, 30);
    expect(raceDateLabel('2025-06-14', now)).toBe('Today');
    expect(raceDateLabel('2025-06-13', now)).toBe('Yesterday');
    expect(raceDateLabel('2025-06-12', now)).toMatch(/2025/);
    expect(raceDateLabel('2025-06-12', now)).not.toMatch(/Today|Yesterday/);
  });

  it('writes each changed setting as label, old and new value', () => {
    const text = changeText(
      move([
        { field: 'rearSpring', label: 'Rear spring', from: 'Blue', to: 'Silver' },
        { field: 'weight', label: 'Weight', from: '1730 g', to: '—' },
      ]),
      '2025-06-14',
    );
    expect(text).toEqual({
      setup: 'Setup “Clay A”',
      what: ': Rear spring Blue → Silver; Weight 1730 g → —',
      when: '(v3 → v4, between runs)',
    });
  });

  it('shows four fields and counts the rest, and says when no setting differs', () => {
    const many = ['Front camber', 'Front toe', 'Rear spring', 'Pinion', 'Spur', 'Weight'].map((label) => ({
      field: label,
      label,
      from: '1',
      to: '2',
    }));
    expect(changeText(move(many), '2025-06-14').what).toMatch(/; Pinion 1 → 2; and 2 more$/);
    expect(changeText(move([]), '2025-06-14').what).toBe(': no setting differs');
  });

  it('says a setup was fitted when the car ran on none of the kind before', () => {
    const fitted = { ...move([]), kind: 'esc-setup' as const, fromVersion: null, toVersion: 2 };
    expect(changeText(fitted, '2025-06-14')).toEqual({
      setup: 'ESC “Clay A”',
      what: ' fitted',
      when: '(v2, between runs)',
    });
  });
});
