import type { ReferenceItem } from './types';

/** SPEC §2 'Setup Principles' pair, shown under the Quick Setup Reference. */
export const SETUP_PRINCIPLES: [ReferenceItem, ReferenceItem] = [
  {
    title: 'Start Conservative',
    text:
      'Begin from the manufacturer\u2019s kit setup or a proven setup for your track, then change one thing at ' +
      'a time in small steps: 0.5° of camber, one oil or spring step, 1/8 turn of a needle. Big jumps hide ' +
      'which change did what.',
  },
  {
    title: 'Balance is Key',
    text:
      'Handling is the balance of grip between front and rear: taking grip away from one end does the same as ' +
      'adding it to the other. Aim for a car that is consistent and easy to drive for the whole run, not one ' +
      'that is fast for a single lap.',
  },
];

/** 'Setup Fundamentals & Best Practices' card. */
export const FUNDAMENTALS: ReferenceItem[] = [
  {
    title: 'Maintenance comes first',
    text:
      'A car that binds, leaks or has slop will not respond to setup changes. Before tuning, check that the ' +
      'arms drop freely with the shocks off, the shocks are full, bled and equal in length, the diffs are fresh ' +
      'and every screw is tight.',
  },
  {
    title: 'Work in order',
    text:
      'Ride height, then droop, then camber, then toe; after that springs, oil and sway bars, then diffs, and ' +
      'wing and weight position last. Each step changes the ones after it, so do not skip back and forth.',
  },
  {
    title: 'Tyres are the biggest setting',
    text:
      'Compound, tread and inserts change the car more than any chassis adjustment. Match them to the surface ' +
      'before you chase handling with the suspension.',
  },
  {
    title: 'Measure, and keep left equal to right',
    text:
      'Measure ride height, camber and toe on a flat setup board with the car ready to run (battery or fuel in). ' +
      'Both sides of an axle must match, or the car will turn better one way than the other.',
  },
  {
    title: 'One change, then drive',
    text:
      'Run several laps after each change before you judge it, and watch lap times as well as the feel. If a ' +
      'change does not help, put it back before trying the next.',
  },
  {
    title: 'Write everything down',
    text:
      'Record every change with the track, surface and conditions on a setup sheet. The track changes through ' +
      'the day as it dries, grooves up or blows out, and your notes show which way to go for the final.',
  },
];
