import { describe, expect, it } from 'vitest';
import { conditionsOf, differencesOf, differenceWords, todayOf } from './past-conditions';

describe('where an earlier change ran, against today', () => {
  it('reads a surface and conditions the way the wizard reads a sheet', () => {
    expect(conditionsOf(' Ridgeway ', 'Carpet', 'Dry')).toEqual({
      trackName: 'Ridgeway',
      surface: 'carpet',
      grip: 'low',
    });
    expect(conditionsOf(null, 'Blue groove', null)).toEqual({
      trackName: null,
      surface: 'clay',
      grip: 'high',
    });
    expect(conditionsOf('', 'Tarmac?', '')).toEqual({ trackName: null, surface: null, grip: null });
  });

  it("takes today's surface and grip from the analysis's tags, the track from the installed sheet", () => {
    const tags = new Set(['surface:clay', 'grip:medium', 'push']);
    expect(todayOf(tags, { values: { trackName: 'Clay Kings' } })).toEqual({
      trackName: 'Clay Kings',
      surface: 'clay',
      grip: 'medium',
    });
    expect(todayOf(new Set(), null)).toEqual({ trackName: null, surface: null, grip: null });
  });

  it('finds differences only where both sides know the condition, track names as racers type them', () => {
    const then = conditionsOf('Ridgeway', 'Carpet', 'Dry');
    expect(differencesOf(then, { trackName: 'ridgeway', surface: 'carpet', grip: null })).toEqual([]);
    expect(differencesOf(then, { trackName: null, surface: 'clay', grip: 'high' })).toEqual([
      'surface',
      'grip',
    ]);
    expect(differencesOf(then, { trackName: 'Clay Kings', surface: null, grip: null })).toEqual([
      'trackName',
    ]);
  });

  it('says the difference with what both sides know', () => {
    const then = conditionsOf('Ridgeway', 'Carpet', 'Dry');
    expect(differenceWords(then, { trackName: null, surface: 'clay', grip: 'high' })).toEqual({
      past: 'on low-grip carpet',
      today: 'high-grip clay',
    });
    expect(differenceWords(then, { trackName: 'Clay Kings', surface: null, grip: 'high' })).toEqual({
      past: 'at Ridgeway on a low-grip track',
      today: 'a high-grip track at Clay Kings',
    });
    expect(differenceWords(then, { trackName: 'Clay Kings', surface: null, grip: null })).toEqual({
      past: 'at Ridgeway',
      today: 'Clay Kings',
    });
    // The same track is not named as a difference.
    expect(differenceWords(then, { trackName: 'Ridgeway', surface: 'clay', grip: 'low' })).toEqual({
      past: 'on low-grip carpet',
      today: 'low-grip clay',
    });
    expect(differenceWords(then, then)).toBe(null);
  });
});
