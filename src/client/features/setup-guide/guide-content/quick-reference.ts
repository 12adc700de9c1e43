import type { ReferenceItem } from './types';

export interface ReferenceSection {
  value: 'track-surface' | 'handling-issues' | 'quick-adjustments';
  title: string;
  lead: string;
  items: ReferenceItem[];
}

/** SPEC §2 'Quick Setup Reference': three sections, shown one at a time. */
export const QUICK_REFERENCE: ReferenceSection[] = [
  {
    value: 'track-surface',
    title: 'Track Surface',
    lead: 'Where to start for the surface you race on, before fine-tuning.',
    items: [
      {
        title: 'High grip (clay, blue groove, carpet, astroturf)',
        text:
          'Stiffer springs, thicker shock oil and thicker sway bars to keep the car flat; lower ride height; ' +
          'thicker front and centre diffs for drive; harder tyres with small pins. Watch for traction rolling.',
      },
      {
        title: 'Loose dirt and dusty',
        text:
          'Softer springs, thinner oil, thin or no sway bars, a longer wheelbase and a thinner centre diff for ' +
          'smooth power; taller-pin tyres and less anti-squat for forward bite.',
      },
      {
        title: 'Bumpy and rutted',
        text:
          'Softer springs, larger piston holes with slightly thicker oil, higher ride height, more droop and ' +
          'more front kick-up; thin sway bars so one wheel\u2019s bump does not upset the other.',
      },
      {
        title: 'Wet and muddy',
        text:
          'The softest springs and thinnest oil, the highest ride height, no sway bars, open-tread mud tyres and ' +
          'more rear wing; seal the electronics and clean the air filter after every run on a nitro car.',
      },
    ],
  },
  {
    value: 'handling-issues',
    title: 'Handling Issues',
    lead: 'A symptom, then the changes to try, most effective first. Try one at a time.',
    items: [
      {
        title: 'Pushes wide on corner entry (understeer)',
        text:
          'Thinner front diff, less caster, a thinner front sway bar or softer front springs, more front toe-out, ' +
          'or the battery further forward.',
      },
      {
        title: 'Pushes wide on power (exit understeer)',
        text: 'Thicker centre diff, more anti-squat, a thicker rear sway bar, or less rear toe-in.',
      },
      {
        title: 'Rear steps out or spins (oversteer)',
        text:
          'More rear toe-in, softer rear springs or a thinner rear bar, a longer wheelbase, more rear wing, a ' +
          'thicker rear diff, or the battery further back. On 1:10, loosen the slipper a little.',
      },
      {
        title: 'Traction rolls in corners',
        text:
          'Thicker sway bars, stiffer springs, lower ride height, a lower centre of gravity (battery and ' +
          'electronics low), or a less grippy tyre.',
      },
      {
        title: 'Bottoms out on jump landings',
        text:
          'Thicker oil or fewer piston holes, stiffer springs, or a little more ride height. Check the shocks ' +
          'are full and bled first.',
      },
      {
        title: 'Rear kicks up on jump faces',
        text: 'The rear rebounds too fast: thicker rear oil or smaller rear piston holes, and check for air in the shocks.',
      },
      {
        title: 'Nervous and twitchy on the straight',
        text: 'Less front toe-out (or a little toe-in), more caster, more rear toe-in, or less Ackermann.',
      },
    ],
  },
  {
    value: 'quick-adjustments',
    title: 'Quick Adjustments',
    lead: 'Fast changes between heats, when there is no time to rebuild shocks or diffs.',
    items: [
      {
        title: 'More steering',
        text: 'Front toe-out +0.5°, battery forward one step, a thinner front bar, or less rear wing angle.',
      },
      {
        title: 'More rear traction',
        text: 'Rear toe-in +0.5°, battery back one step, a thinner rear bar, more rear wing or a wickerbill.',
      },
      {
        title: 'More stability',
        text: 'Lengthen the wheelbase, add rear toe-in, add caster, or add rear wing angle.',
      },
      {
        title: 'Better over bumps',
        text: 'Raise the ride height 1 mm, soften the springs, or move the shocks to the inner tower holes.',
      },
      {
        title: 'Quicker response on high grip',
        text: 'Lower the ride height 1 mm, move the shocks to the outer tower holes, or fit thicker sway bars.',
      },
      {
        title: 'Nitro engine fading at the end of a run',
        text: 'Richen the high-speed needle 1/8 turn, check the temperature, and clean the air filter.',
      },
    ],
  },
];
