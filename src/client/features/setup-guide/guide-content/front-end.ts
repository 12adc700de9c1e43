import { tabMeta } from './tab-list';
import type { GuideTab } from './types';

/** Steering geometry. Camber and toe also cover the rear, where racers set them at the same time. */
export const FRONT_END: GuideTab = {
  ...tabMeta('front-end'),
  intro:
    'The front end decides how the car turns in, how much steering it holds through the corner and how it ' +
    'reacts to bumps under braking. Set camber and toe after ride height and droop in your order of work, ' +
    'because both change with ride height.',
  topics: [
    {
      id: 'camber',
      title: 'Camber',
      what:
        'The tilt of the wheel seen from the front or rear. Negative camber means the top of the tyre leans in ' +
        'toward the chassis. Adjust it with the length of the upper camber link (turnbuckle), and measure it with ' +
        'the car at ride height on a flat setup board.',
      effects: [
        {
          change: 'More negative (-2° to -4°)',
          effect:
            'More side grip while the chassis rolls, because the loaded outside tyre stands flatter on the track. ' +
            'At the front: sharper turn-in and more steering. At the rear: more cornering grip but a little less ' +
            'forward drive. Too much wears the inner edge and makes the car nervous under braking.',
        },
        {
          change: 'Less negative (-0.5° to -1.5°)',
          effect:
            'A flatter contact patch on the straight: more forward traction and braking stability and smoother, ' +
            'less aggressive steering. Suits bumpy or loose tracks and wide, flowing layouts.',
        },
      ],
      tip:
        'Change camber in 0.5° steps and set both sides the same. Read the tyres after a run: wear on the outer ' +
        'edge asks for more negative camber, wear on the inner edge for less.',
    },
    {
      id: 'toe',
      title: 'Toe',
      what:
        'The angle of the wheels seen from above. Toe-out means the fronts of the tyres point away from each ' +
        'other, toe-in means they point toward each other. Front toe is set with the steering links; rear toe-in ' +
        'comes from the rear hub carriers or the hinge-pin blocks and is never run as toe-out.',
      effects: [
        {
          change: 'Front toe-out (typically 0° to 2°)',
          effect:
            'Quicker, more aggressive turn-in at corner entry, but the car wanders more on the straight and is ' +
            'harder to drive smoothly.',
        },
        {
          change: 'Front toe-in (0° to 1°)',
          effect:
            'More straight-line stability and a calmer car under braking, with less initial steering. Useful ' +
            'on fast, bumpy or slippery tracks.',
        },
        {
          change: 'More rear toe-in (for example 3°)',
          effect:
            'More rear grip and stability under acceleration and in fast corners, with less steering; the car ' +
            'scrubs a little speed.',
        },
        {
          change: 'Less rear toe-in (for example 2°)',
          effect:
            'The rear rotates more easily in corners and the car feels freer and faster on the straight, but ' +
            'it is less stable on power.',
        },
      ],
    },
    {
      id: 'caster',
      title: 'Caster',
      what:
        'The backward lean of the steering (kingpin) axis seen from the side. It is set with caster blocks or ' +
        'C-hubs and often added to by the kick-up of the arm. More caster also adds camber to the outside wheel ' +
        'as it steers.',
      effects: [
        {
          change: 'More caster',
          effect:
            'More straight-line stability and a smoother corner entry with less initial steering, but more ' +
            'steering on power at the exit. Good for fast, open tracks and for racers who want a calm car.',
        },
        {
          change: 'Less caster',
          effect:
            'More steering at corner entry and in tight turns, and less on the exit; the car is more ' +
            'responsive but less stable at speed.',
        },
      ],
    },
    {
      id: 'kick-up',
      title: 'Kick-up & Arm Sweep',
      what:
        'Kick-up is the angle of the front hinge pins seen from the side: the front pin sits higher, so the wheel ' +
        'moves back as well as up when the suspension compresses. Sweep angles the hinge pins seen from above, ' +
        'which also moves the wheel forward or back through its travel. Both are changed with pivot blocks or ' +
        'inserts.',
      effects: [
        {
          change: 'More kick-up',
          effect:
            'The front absorbs bumps, ruts and jump landings better, and the nose dips more under braking, ' +
            'which adds steering into corners. The car feels softer and can feel lazier on quick direction ' +
            'changes.',
        },
        {
          change: 'Less kick-up',
          effect:
            'Less pitch under braking: a flatter, more direct and more consistent front end that suits smooth, ' +
            'high-grip tracks, but it is harsher over bumps.',
        },
        {
          change: 'Arm sweep',
          effect:
            'Sweeping the front arms so the wheel moves rearward under compression acts like extra kick-up ' +
            '(smoother over bumps); sweeping the other way gives a more direct feel. The effect is car-specific: ' +
            'use the options your manual lists, one step at a time.',
        },
      ],
    },
    {
      id: 'ackermann',
      title: 'Ackermann',
      what:
        'How much more the inside front wheel turns than the outside one as you steer. It is set by where the ' +
        'steering links mount on the steering rack or servo saver (the Ackermann plate holes).',
      effects: [
        {
          change: 'More Ackermann',
          effect:
            'The inside wheel turns in sharply: a quicker initial response and more steering in tight, slow ' +
            'corners, but it can scrub speed and feel nervous.',
        },
        {
          change: 'Less Ackermann',
          effect:
            'The wheels turn closer to parallel: smoother, more progressive steering that carries speed through ' +
            'fast sweepers.',
        },
      ],
    },
  ],
};
