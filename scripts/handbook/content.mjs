// The RC Setup Handbook's text. Plain WinAnsi characters only (the PDF uses the standard Helvetica fonts).
// Keep it consistent with the in-app guide (src/client/features/setup-guide/guide-content/).

export const TITLE = 'RC Setup Handbook';
export const SUBTITLE = 'A practical setup guide for 1:8 and 1:10 off-road racing';

export const INTRO = [
  'This handbook is the short version of what good racers do at the track: start from a known setup, ' +
    'change one thing at a time, write it down, and keep the car in a condition where setup changes mean ' +
    'something. It covers 1:8 buggies and truggies (nitro and electric) and 1:10 2WD and 4WD buggies.',
  'The figures are typical starting ranges from current race kits. Your kit\u2019s own setup sheet always ' +
    'comes first; use these pages to understand what each change does and which way to go.',
];

export const ORDER_OF_WORK = [
  [
    'Check the car',
    'Free suspension (arms drop under their own weight with the shocks off), no slop, fresh diffs, bled shocks of equal length, tight screws. Setup cannot fix a binding car.',
  ],
  [
    'Tyres',
    'Pick compound, tread and inserts for the surface first: they change the car more than any chassis setting.',
  ],
  [
    'Ride height',
    'Set front and rear with the spring collars, car ready to run (battery or fuel in), on a flat board.',
  ],
  [
    'Droop (down travel)',
    'Set with the shock length or droop screws; more droop helps on bumps, less keeps the car flatter.',
  ],
  ['Camber', 'Set with the camber links at ride height, 0.5\u00b0 at a time, both sides equal.'],
  ['Toe', 'Front toe with the steering links; rear toe-in from the hubs or pivot blocks.'],
  ['Springs, oil, pistons and sway bars', 'Set the balance of support and grip for the track.'],
  ['Diffs or slipper', 'Tune how the drive is shared front to rear and side to side.'],
  ['Fine tuning', 'Wing, wickerbill, weight position and, on nitro cars, the needles.'],
];

export const BASELINE_COLUMNS = [
  ['Setting', 0.28],
  ['1:8 buggy (nitro and electric)', 0.38],
  ['1:10 2WD buggy', 0.34],
];

export const BASELINE_ROWS = [
  ['Ride height', 'Front 25-28 mm, rear 27-30 mm', 'About 20-23 mm front and rear'],
  [
    'Camber',
    'Front -1\u00b0 to -2\u00b0, rear -1\u00b0 to -2\u00b0',
    'Front -1\u00b0 to -2\u00b0, rear -1\u00b0 to -2.5\u00b0',
  ],
  [
    'Toe',
    'Front 0\u00b0 to 1\u00b0 out, rear 2\u00b0 to 3\u00b0 in',
    'Front 0\u00b0 to 1\u00b0 out, rear 2.5\u00b0 to 3.5\u00b0 in',
  ],
  ['Shock oil', 'Front 500-600 cSt, rear 400-550 cSt', 'Front 30-35 wt, rear 25-30 wt'],
  [
    'Diffs',
    'Front 5000-7000 cSt, centre 7000-10000 cSt (electric: 10000-15000 cSt), rear 3000-5000 cSt',
    'Gear diff 2000-7000 cSt (thicker on high grip), or a ball diff; slipper set to a short slip at launch',
  ],
  ['Sway bars', 'Front 2.3-2.5 mm, rear 2.4-2.7 mm', 'Thin front bar or none; rear often none'],
  ['Anti-squat', '2\u00b0 to 3\u00b0', '0\u00b0 to 2\u00b0'],
  ['Caster, kick-up, wing', 'Kit settings', 'Kit settings'],
];

export const BASELINE_NOTE =
  'Truggies and 1:10 4WD buggies: start from the kit sheet and use the cause-and-effect table. Silicone oils ' +
  'thin as they warm up: on a hot day go one step thicker, on a cold day one step thinner.';

export const EFFECT_COLUMNS = [
  ['Adjustment', 0.26],
  ['More / thicker / higher', 0.37],
  ['Less / thinner / lower', 0.37],
];

export const EFFECT_ROWS = [
  [
    'Shock oil',
    'Slower, more stable, resists bottoming; less grip over bumps',
    'More grip on bumpy and loose tracks; may bottom out',
  ],
  [
    'Piston holes (fewer/smaller vs more/larger)',
    'More support on landings, harsher over sharp bumps',
    'Softer over choppy sections; pair with thicker oil',
  ],
  [
    'Springs',
    'Less roll, quicker response; that end loses grip',
    'More grip and bump absorption; slower response',
  ],
  ['Sway bar, front', 'Less steering, more stable', 'More steering, more roll'],
  ['Sway bar, rear', 'More steering, less rear side grip', 'More rear grip and stability'],
  [
    'Shock position (upright vs inclined)',
    'Upright: stiffer, quicker, less grip',
    'Inclined: softer, progressive, more grip',
  ],
  [
    'Negative camber',
    '-2\u00b0 to -4\u00b0: more side grip and turn-in; less forward traction',
    '-0.5\u00b0 to -1.5\u00b0: more traction and stability; smoother steering',
  ],
  [
    'Front toe-out',
    'Sharper turn-in, less stable on the straight',
    'Toe-in: more stable, less initial steering',
  ],
  [
    'Rear toe-in',
    'More rear grip and stability, less steering',
    'More rotation, freer, less stable on power',
  ],
  ['Caster', 'Stable, smoother entry, more exit steering', 'More entry steering, less stable'],
  [
    'Kick-up',
    'Better over bumps and landings, more dive and entry steering',
    'Flatter, more direct, harsher over bumps',
  ],
  ['Ackermann', 'Sharper initial steering in tight corners', 'Smoother steering that carries speed'],
  ['Roll centre', 'Less roll, quicker, less grip at that end', 'More roll, more grip at that end'],
  [
    'Anti-squat',
    'More on-power steering; best on smooth tracks',
    'More forward traction, better over bumps on power',
  ],
  [
    'Front diff oil',
    'Less entry steering, more pull on exit, stable',
    'More entry steering, less on-power steering',
  ],
  [
    'Centre diff oil',
    'More drive to the front, harder acceleration on high grip',
    'Smoother, easier on slippery tracks',
  ],
  ['Rear diff oil', 'More forward traction and stability', 'More side grip and rotation'],
  [
    'Slipper clutch (tighter vs looser)',
    'Sharper acceleration on high grip; wheelspin if too tight',
    'Less wheelspin, protects the drivetrain; fades if too loose',
  ],
  ['Wheelbase', 'Stable, better over bumps, more rear traction', 'More steering in tight sections'],
  [
    'Battery position (back vs forward)',
    'Back: more rear traction, less steering',
    'Forward: more steering, less rear traction',
  ],
  [
    'Ride height',
    'Better over bumps and landings, more roll',
    'Lower centre of gravity, more grip on smooth tracks',
  ],
  [
    'Wing angle / wickerbill',
    'More rear grip and stability at speed, more drag',
    'More high-speed steering, less drag',
  ],
];

export const CONDITION_COLUMNS = [
  ['Track condition', 0.28],
  ['What to change', 0.72],
];

export const CONDITION_ROWS = [
  [
    'High grip (clay, blue groove, carpet, astroturf)',
    'Stiffer springs, thicker oil and sway bars; lower ride height; thicker front and centre diffs; harder tyres with small pins. Watch for traction rolling.',
  ],
  [
    'Loose, dusty dirt',
    'Softer springs, thinner oil, thin or no sway bars, longer wheelbase, thinner centre diff, less anti-squat, taller-pin tyres. Clean nitro air filters every 2-3 runs.',
  ],
  [
    'Bumpy, rutted, blown out',
    'Softer springs, larger piston holes with slightly thicker oil, higher ride height, more droop, more kick-up, thinner sway bars.',
  ],
  [
    'Wet and muddy',
    'Softest springs and oil, highest ride height, no sway bars, open-tread tyres, more rear wing; seal the electronics.',
  ],
  [
    'Track drying and grooving up through the day',
    'Grip rises: step towards the high-grip column (stiffer, thicker bars, harder tyres) for the final.',
  ],
  [
    'Hot day',
    'One step thicker shock and diff oil; watch nitro temperature (target 200-230\u00b0F / 93-110\u00b0C, too hot above 250\u00b0F).',
  ],
];

export const MAINTENANCE = [
  {
    title: 'After every run',
    items: [
      'Blow or brush off dirt; check for loose screws, broken parts and bent hinge pins or turnbuckles.',
      'Check the shocks for leaks and equal rebound on each axle.',
      'Nitro: clean and re-oil the air filter every 2-3 runs when dusty, every 5-6 when clean; check the temperature and the plug.',
      'Electric: check motor and ESC temperatures; store LiPo packs at storage charge.',
    ],
  },
  {
    title: 'Every race day',
    items: [
      'Free the suspension: arms must drop under their own weight with the shocks off.',
      'Re-check ride height, camber and toe on a flat board.',
      'Check the diffs for leaks and the slipper or clutch for wear.',
      'Check tyre glue, inserts and wear; rotate or replace as needed.',
    ],
  },
  {
    title: 'Every few race days',
    items: [
      'Rebuild the shocks with fresh oil and bleed them.',
      'Refill or rebuild the diffs with fresh oil.',
      'Replace worn bearings, ball cups, hinge pins and drive cups.',
      'Nitro: replace the clutch shoes and check the engine bearings; electric: service the motor bearings.',
    ],
  },
];

export const RACE_DAY = [
  {
    title: 'Before you leave home',
    items: [
      'Charged packs (car and transmitter), spare glow plugs and fuel for nitro.',
      'Tyres for the expected conditions, spare parts for the common breakages, tools and setup board.',
      'Your transponder, registered to the car you will run.',
      'The setup sheet you plan to start from.',
    ],
  },
  {
    title: 'At the track',
    items: [
      'Walk the track: surface, grip, bumps, jumps and how it will change through the day.',
      'Check the previous results or ask the locals which tyres and setups are working.',
      'Practice with your baseline first, then make one change at a time and note lap times.',
    ],
  },
  {
    title: 'Before each heat',
    items: [
      'Fuel or a fresh pack, transponder fitted, body pins and wing secure.',
      'Radio check: steering and throttle fail-safe, trims centred.',
      'Nitro: engine warmed up and the needles where the last run ended well.',
    ],
  },
  {
    title: 'After each heat',
    items: [
      'Note the result, lap times and how the car felt on the setup sheet.',
      'Decide the next single change, or keep the setup if the car was good.',
      'Run the after-every-run maintenance list.',
    ],
  },
];
