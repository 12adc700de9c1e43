import { OTHER_CONDITIONS, TRACK_CONDITION_PRESETS } from './constants/tracks';

// SPEC §5, in its order: the first keyword found decides.
const KEYWORDS: ReadonlyArray<readonly [readonly string[], (typeof TRACK_CONDITION_PRESETS)[number]]> = [
  [['dusty', 'dry'], 'Dry/Dusty'],
  [['damp', 'tacky'], 'Damp/Tacky'],
  [['wet', 'muddy'], 'Wet/Muddy'],
  [['abrasive', 'high grip'], 'Abrasive/High Grip'],
  [['slippery', 'low grip'], 'Slippery/Low Grip'],
  [['watered'], 'Freshly Watered'],
  [['blown', 'rutted'], 'Blown Out/Rutted'],
  [['smooth', 'prepped'], 'Smooth/Freshly Prepped'],
];

export interface ConditionsChoice {
  preset: string;
  custom: string;
}

/** Maps free-text track conditions to a share-dialog preset, or OTHER with the text kept. */
export function mapConditions(text: string | null | undefined): ConditionsChoice {
  const value = (text ?? '').trim();
  if (!value) return { preset: '', custom: '' };
  const exact = TRACK_CONDITION_PRESETS.find(
    (p) => p !== OTHER_CONDITIONS && p.toLowerCase() === value.toLowerCase(),
  );
  if (exact) return { preset: exact, custom: '' };
  const lower = value.toLowerCase();
  const match = KEYWORDS.find(([words]) => words.some((w) => lower.includes(w)));
  return match ? { preset: match[1], custom: '' } : { preset: OTHER_CONDITIONS, custom: value };
}
