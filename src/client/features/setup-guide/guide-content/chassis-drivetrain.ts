import { tabMeta } from './tab-list';
import type { GuideTab } from './types';

/** Drivetrain and weight: diffs, slipper, wheelbase, battery and ride height. */
export const CHASSIS_DRIVETRAIN: GuideTab = {
  ...tabMeta('chassis-drivetrain'),
  intro:
    'Diffs decide where the drive goes when the wheels turn at different speeds; wheelbase, weight position ' +
    'and ride height decide how the weight moves when you brake, turn and accelerate.',
  topics: [
    {
      id: 'diffs',
      title: 'Differentials',
      what:
        'A 1:8 four-wheel-drive car has three oil-filled gear diffs: front, centre and rear. Thicker oil makes ' +
        'a diff act more like a spool. As a guide, light oils (3000-5000cst) are typical in the rear diff and in ' +
        'the front on tight, low-grip tracks; heavy oils (7000-15000cst) are typical in the centre diff and in the ' +
        'front on open, high-grip tracks. A 1:10 2WD car has a single rear gear or ball diff.',
      effects: [
        {
          change: 'Front diff thicker',
          effect:
            'Less steering into the corner but more pull out of it on power; the car is more stable. Thinner ' +
            'gives more steering on entry and in tight turns, with less on-power steering.',
        },
        {
          change: 'Centre diff thicker',
          effect:
            'More drive reaches the front wheels on power: harder acceleration and more on-power steering on ' +
            'high grip. Thinner is smoother and easier on slippery tracks, but some drive is lost spinning the ' +
            'lighter-loaded end.',
        },
        {
          change: 'Rear diff thicker',
          effect:
            'More forward traction and stability on power, with less rotation mid-corner. Thinner gives more ' +
            'rear side grip and helps the car rotate through corners.',
        },
      ],
      tip:
        'Change one diff at a time, by one step, and rebuild diffs regularly: leaking or aerated oil feels ' +
        'thinner than the bottle says.',
    },
    {
      id: 'slipper-clutch',
      title: 'Slipper Clutch',
      what:
        'A friction clutch on the spur gear of 1:10 cars that slips under sudden load. It smooths power ' +
        'delivery and protects the gears and driveshafts on landings. 1:8 buggies have none: the centre diff ' +
        'does the same job.',
      effects: [
        {
          change: 'Looser',
          effect:
            'Less wheelspin on loose or slippery tracks and more protection on bad landings, but too loose loses ' +
            'acceleration and the pads overheat and fade.',
        },
        {
          change: 'Tighter',
          effect:
            'Sharper acceleration on high grip; too tight gives wheelspin, a car that is hard to drive on power and ' +
            'more stress on the drivetrain.',
        },
      ],
      tip:
        'Set it so a full-throttle start on a grippy surface gives a short slip, then the car drives away. ' +
        'Adjust in small steps and recheck after a few runs, as the pads bed in.',
    },
    {
      id: 'wheelbase',
      title: 'Wheelbase',
      what:
        'The distance between front and rear axles, usually changed with spacers that move the rear hubs or ' +
        'the rear arm position.',
      effects: [
        {
          change: 'Longer wheelbase',
          effect:
            'More stability, better over bumps and in fast sweepers, more rear traction; less steering in tight ' +
            'corners.',
        },
        {
          change: 'Shorter wheelbase',
          effect: 'More steering and quicker rotation in tight, technical sections; less stability at speed.',
        },
      ],
    },
    {
      id: 'battery-position',
      title: 'Battery Position',
      what:
        'Where the battery (or, on some cars, the motor or fuel tank) sits along the chassis shifts the weight ' +
        'balance between front and rear. Spacers move the battery forward or back.',
      effects: [
        {
          change: 'Battery forward',
          effect:
            'More weight on the front tyres: more steering, especially on low-grip tracks, and a nose-down ' +
            'attitude in the air; less rear traction.',
        },
        {
          change: 'Battery back',
          effect:
            'More rear traction and forward drive, a more stable car on power and a nose-up attitude in the air; ' +
            'less steering.',
        },
      ],
    },
    {
      id: 'ride-height',
      title: 'Ride Height',
      what:
        'The chassis height above a flat board with the car ready to run, set with the spring preload collars. ' +
        'Measure after pushing the car down and letting it settle, front and rear separately.',
      effects: [
        {
          change: 'Lower',
          effect:
            'A lower centre of gravity: less roll, more responsive and more grip on smooth tracks, but the chassis ' +
            'bottoms out on bumps and jump landings.',
        },
        {
          change: 'Higher',
          effect:
            'Handles bumps, ruts and big landings better; more weight transfer and roll, a slower response and a ' +
            'higher risk of traction rolling.',
        },
        {
          change: 'Rear higher than front',
          effect: 'Shifts weight forward as you brake and turn in, for more steering on corner entry.',
        },
      ],
    },
  ],
};
