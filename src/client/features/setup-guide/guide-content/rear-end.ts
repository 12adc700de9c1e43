import { tabMeta } from './tab-list';
import type { GuideTab } from './types';

/** Suspension and rear geometry. The shock topics apply to both ends; each says what front vs rear does. */
export const REAR_END: GuideTab = {
  ...tabMeta('rear-end'),
  intro:
    'Shocks, springs, bars and roll centres set how the weight moves across the car; the rule of thumb is ' +
    'that the end you make stiffer gives up grip to the other end. The rear geometry then decides how the car ' +
    'puts its power down.',
  topics: [
    {
      id: 'shock-oil',
      title: 'Shock Oil',
      what:
        'Silicone oil in the shocks, rated in cSt (or "wt"). It damps how fast the suspension moves. 1:8 buggies ' +
        'commonly run around 500-600 cSt in the front shocks and a step thinner at the rear; 1:10 cars use ' +
        'thinner oils. Oil thins as it warms up.',
      effects: [
        {
          change: 'Thicker oil',
          effect:
            'The chassis rolls and pitches more slowly: a calmer, more stable car that resists bottoming on big ' +
            'jumps, but with less grip over bumps and on loose, low-grip surfaces. Thicker at the front means ' +
            'less, slower steering; thicker at the rear, less rear grip.',
        },
        {
          change: 'Thinner oil',
          effect:
            'The suspension follows the track faster: more grip on bumpy and low-grip tracks and quicker weight ' +
            'transfer, but the car can bottom out and feel nervous on landings.',
        },
      ],
      tip:
        'On a hot day go one step thicker, on a cold day one step thinner, to keep the same feel. Bleed the ' +
        'shocks so both sides of an axle rebound identically.',
    },
    {
      id: 'pistons',
      title: 'Pistons',
      what:
        'The holed disc inside each shock. Hole count and size work with the oil: the oil mostly sets slow ' +
        'movements (roll, pitch), the holes mostly set fast ones (landings, sharp bumps) where a small-holed ' +
        'piston "packs" and firms up.',
      effects: [
        {
          change: 'Fewer or smaller holes',
          effect:
            'More damping on fast strokes: more support when landing big jumps and less bottoming out, but harsher ' +
            'over sharp bumps and ruts. Pair with thinner oil to keep the slow-speed feel.',
        },
        {
          change: 'More or larger holes',
          effect:
            'Less pack on fast strokes: the car soaks up choppy, rough sections better. Pair with thicker oil so ' +
            'the car does not roll and pitch too freely.',
        },
      ],
    },
    {
      id: 'springs',
      title: 'Springs',
      what:
        'Spring rate sets how much the car rolls and pitches under load. The preload collars only set ride ' +
        'height; they do not make a spring stiffer.',
      effects: [
        {
          change: 'Stiffer springs',
          effect:
            'Less roll and pitch, a quicker response and more support on jumps: good on smooth, high-grip tracks. ' +
            'That end loses some grip: stiffer front springs give less steering, stiffer rear springs give more ' +
            'steering and less rear grip.',
        },
        {
          change: 'Softer springs',
          effect:
            'More mechanical grip and better bump absorption, with more roll and a slower response. That end gains ' +
            'grip: softer front springs add steering, softer rear springs add rear traction.',
        },
      ],
    },
    {
      id: 'shock-mounting',
      title: 'Shock Mounting',
      what:
        'Where the shock mounts on the shock tower (top) and on the arm (bottom). Moving either end changes the ' +
        'shock angle and the leverage the wheel has over it.',
      effects: [
        {
          change: 'Inner tower hole or inner arm hole (more inclined)',
          effect:
            'Softer and more progressive: more side grip and a slower, smoother reaction. Suits bumpy and low-grip ' +
            'tracks.',
        },
        {
          change: 'Outer tower hole or outer arm hole (more upright)',
          effect:
            'Stiffer and more linear: a quicker, more direct reaction and more support, with less grip. Suits ' +
            'smooth, high-grip tracks and big jumps.',
        },
      ],
    },
    {
      id: 'sway-bars',
      title: 'Sway Bars',
      what:
        'Anti-roll bars link the left and right suspension of one axle and resist chassis roll without making ' +
        'the car stiffer over single-wheel bumps as much as springs would. They are sized by wire diameter.',
      effects: [
        {
          change: 'Thicker front bar',
          effect: 'Less front roll: smoother, less steering, more stability in fast corners.',
        },
        {
          change: 'Thinner (or no) front bar',
          effect: 'More front grip and steering, especially in slow corners; the car rolls more.',
        },
        {
          change: 'Thicker rear bar',
          effect: 'The rear rotates more easily: more steering, less rear side grip.',
        },
        {
          change: 'Thinner (or no) rear bar',
          effect: 'More rear side grip and stability; the car steers a little less.',
        },
      ],
      tip:
        'On high-grip tracks thicker bars keep the car flat and help stop traction rolls; on bumpy or loose ' +
        'tracks go thinner, because a bar passes each bump to the other wheel.',
    },
    {
      id: 'roll-centre',
      title: 'Roll Centre',
      what:
        'The point the chassis rolls around, set by the suspension geometry seen from the front or rear. ' +
        'Lowering the inner end of the camber link (or raising its outer end), or raising the inner hinge pins, ' +
        'raises the roll centre.',
      effects: [
        {
          change: 'Higher roll centre',
          effect:
            'Less chassis roll and a quicker reaction, but less grip at that end. A higher front gives a sharper ' +
            'but less grippy front end; a higher rear frees the rear so the car rotates more.',
        },
        {
          change: 'Lower roll centre',
          effect:
            'More chassis roll, more grip at that end and a smoother, slower response. A lower rear roll centre ' +
            'adds rear side grip on low-grip tracks.',
        },
      ],
    },
    {
      id: 'anti-squat',
      title: 'Anti-Squat',
      what:
        'The angle of the rear hinge pins seen from the side, with the front pin higher than the rear one, set ' +
        'with the rear pivot blocks or inserts (commonly 0° to 3°). It controls how much the rear squats under ' +
        'acceleration.',
      effects: [
        {
          change: 'More anti-squat',
          effect:
            'The rear squats less on power: more on-power steering and a car that rotates out of corners, ' +
            'best on smooth, high-grip tracks. Over bumps under acceleration the rear works less well, so forward ' +
            'traction suffers on rough tracks.',
        },
        {
          change: 'Less anti-squat',
          effect:
            'The rear squats and loads the rear tyres on power: more forward traction and a very stable rear, ' +
            'better over bumps under acceleration and easier to slide, with less on-power steering.',
        },
      ],
    },
  ],
};
