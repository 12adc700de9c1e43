import { describe, expect, it } from 'vitest';
import { ESC_SURFACES, TRACK_SURFACES } from '../../shared/constants/tracks';
import { conditionsChoice, storedChoice, surfaceChoice } from './setup-choices';

describe('conditionsChoice', () => {
  it.each([
    [null, { choice: '', custom: '' }],
    ['', { choice: '', custom: '' }],
    ['Damp/Tacky', { choice: 'Damp/Tacky', custom: '' }],
    ['damp/tacky', { choice: 'Damp/Tacky', custom: '' }],
    // Not a preset: OTHER with the text, even when a keyword would map it for the share dialog.
    ['Dusty in the morning', { choice: 'OTHER', custom: 'Dusty in the morning' }],
    ['Sugar-watered, grooved', { choice: 'OTHER', custom: 'Sugar-watered, grooved' }],
  ])('%s', (stored, expected) => expect(conditionsChoice(stored)).toEqual(expected));
});

describe('surfaceChoice', () => {
  it('opens listed values as themselves and anything else as the other value with its text', () => {
    expect(surfaceChoice('Treated', TRACK_SURFACES, 'OTHER')).toEqual({ choice: 'Treated', custom: '' });
    expect(surfaceChoice('clay', TRACK_SURFACES, 'OTHER')).toEqual({ choice: 'Clay', custom: '' });
    expect(surfaceChoice('Grass', TRACK_SURFACES, 'OTHER')).toEqual({ choice: 'OTHER', custom: 'Grass' });
    expect(surfaceChoice('Treated', ESC_SURFACES, 'Other')).toEqual({ choice: 'Treated', custom: '' });
    expect(surfaceChoice('Grass', ESC_SURFACES, 'Other')).toEqual({ choice: 'Other', custom: 'Grass' });
    expect(surfaceChoice('Other', ESC_SURFACES, 'Other')).toEqual({ choice: 'Other', custom: '' });
    expect(surfaceChoice(null, ESC_SURFACES, 'Other')).toEqual({ choice: '', custom: '' });
  });
});

describe('storedChoice', () => {
  it('saves the custom text instead of the other value', () => {
    expect(storedChoice({ choice: 'Other', custom: ' Grass ' }, 'Other')).toBe('Grass');
    expect(storedChoice({ choice: 'Other', custom: ' ' }, 'Other')).toBe('Other');
    expect(storedChoice({ choice: 'OTHER', custom: '' }, 'OTHER', false)).toBe('');
    expect(storedChoice({ choice: 'Clay', custom: 'ignored' }, 'Other')).toBe('Clay');
    expect(storedChoice({ choice: '', custom: '' }, 'Other')).toBe('');
  });
});
