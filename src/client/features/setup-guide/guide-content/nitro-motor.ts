import { tabMeta } from './tab-list';
import type { GuideTab } from './types';

/** Nitro engine tuning: temperature is the safety check, needles the adjustment, the filter the insurance. */
export const NITRO_MOTOR: GuideTab = {
  ...tabMeta('nitro-motor'),
  intro:
    'A well-tuned nitro engine pulls cleanly from idle to full throttle, leaves a light smoke trail and runs ' +
    'at a steady temperature for the whole tank. Tune in small steps and always err on the rich side.',
  topics: [
    {
      id: 'engine-temperature',
      title: 'Engine Temperature',
      what:
        'Measure the cylinder head next to the glow plug with an infrared thermometer as soon as the car comes ' +
        'off the track. The exact figure varies with engine, fuel and weather, so read it together with the ' +
        'smoke trail and how the engine pulls.',
      effects: [
        {
          change: 'Target: 200-230°F (93-110°C)',
          effect: 'The engine is in its working range: tune for power by feel and smoke within this band.',
        },
        {
          change: 'Too cool: below 200°F',
          effect:
            'Usually too rich: sluggish, heavy smoke, wet exhaust and fouled plugs. Lean the high-speed needle ' +
            '1/8 turn and run again.',
        },
        {
          change: 'Too hot: above 250°F',
          effect:
            'Usually too lean, or the head is caked in dirt or the body blocks the airflow. Power fades and the ' +
            'engine risks seizing: richen the high-speed needle straight away, 1/8 turn at a time, and clean ' +
            'the head.',
        },
      ],
    },
    {
      id: 'fuel-mixture',
      title: 'Fuel Mixture (Needles)',
      what:
        'The high-speed needle (HSN) sets the mixture from about half to full throttle; the low-speed needle ' +
        '(LSN) sets idle and acceleration off the bottom. Turning a needle in (clockwise) leans the mixture, ' +
        'out (anticlockwise) richens it. Tune the high-speed needle first.',
      effects: [
        {
          change: 'Leaner',
          effect:
            'More rpm and crispness up to a point, with less smoke and more heat. Too lean, the engine sags at the ' +
            'end of the straight, hesitates and overheats.',
        },
        {
          change: 'Richer',
          effect:
            'Cooler, safer running with a clear smoke trail. Too rich, the engine is sluggish, bogs when you ' +
            'accelerate and fouls plugs.',
        },
        {
          change: 'Low-speed pinch test',
          effect:
            'At idle, pinch the fuel line to the carburettor: the engine should rise in revs and stop after ' +
            'about 2-3 seconds. Stopping sooner means the low-speed needle is lean; running longer means rich.',
        },
      ],
      tip:
        'Move a needle in steps of 1/8 turn, run a few laps between changes and check the temperature each time. ' +
        'Never lean the engine while it is still cold.',
    },
    {
      id: 'air-filter',
      title: 'Air Filter',
      what:
        'An oiled foam filter (often two layers, plus an outer pre-filter in dust) is all that stands between ' +
        'the track and the piston and sleeve. Dust that gets past it wears the engine out in minutes.',
      effects: [
        {
          change: 'Dusty conditions',
          effect: 'Clean and re-oil the filter every 2-3 runs, and use a pre-filter.',
        },
        {
          change: 'Clean conditions',
          effect: 'Clean and re-oil the filter every 5-6 runs.',
        },
        {
          change: 'A clogged filter',
          effect:
            'Richens the mixture and costs power; retune only after fitting a clean filter, or the needles will ' +
            'be wrong once it is cleaned.',
        },
      ],
      tip:
        'Oil the foam evenly with air-filter oil and squeeze out the excess; check the seal to the carburettor ' +
        'before every run.',
    },
  ],
};
