import { describe, expect, it } from 'vitest';
import { raceParts, sessionOfRace } from './session';

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

describe('a race name split into class and race', () => {
  it.each([
    ['2wd Buggy Open B Main', '2wd Buggy Open', 'B Main', 'main'],
    ['2wd Buggy Open A Main', '2wd Buggy Open', 'A Main', 'main'],
    ['1/8 Nitro Buggy A-Main', '1/8 Nitro Buggy', 'A-Main', 'main'],
    ['MODIFIED BUGGY B Main', 'MODIFIED BUGGY', 'B Main', 'main'],
    ['2WD Buggy Heat 2', '2WD Buggy', 'Heat 2', 'heat'],
    ['Stock Truck Qualifier 3', 'Stock Truck', 'Qualifier 3', 'qualifier'],
    ['A Final', null, 'A Final', 'main'],
    ['Lap times', null, 'Lap times', null],
  ])('%s → %s · %s', (name, className, raceName, kind) => {
    expect(raceParts(name)).toEqual({ className, raceName, kind });
  });
});
