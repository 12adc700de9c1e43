import { describe, expect, it } from 'vitest';
import { sessionOfRace } from './session';

describe('the session a race name says', () => {
  it.each([
    ['MODIFIED BUGGY B Main', 'main'],
    ['1/8 Nitro Buggy A-Main', 'main'],
    ['A Final 1：8 油越', 'main'],
    ['2WD Buggy Heat 2', 'qualifier'],
    ['Qualifier 3', 'qualifier'],
    ['Open Practice', 'practice'],
    ['Lap times', undefined],
  ])('%s → %s', (name, session) => expect(sessionOfRace(name)).toBe(session));

  it('reads the round beside the name', () => {
    expect(sessionOfRace('1/8 Nitro Buggy', 'Main Events')).toBe('main');
  });
});
