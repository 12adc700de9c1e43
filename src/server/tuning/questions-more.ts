import type { TuningQuestionDef } from './types';

/** Jumping, bump, ESC and nitro questions (the chassis ones are in questions.ts). */
export const SPECIAL_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'jump-air',
    question: 'How does the car fly?',
    options: [
      { id: 'air-nose-down', text: 'The nose drops: it lands front first', tags: ['nose-down'] },
      { id: 'air-nose-up', text: 'The nose rises: it lands rear first or loops', tags: ['nose-up'] },
      { id: 'air-level', text: 'Level', tags: [] },
    ],
  },
  {
    id: 'jump-takeoff',
    question: 'What happens on the take-off?',
    options: [
      { id: 'takeoff-kick', text: 'The rear kicks up off the face', tags: ['rear-kick'] },
      { id: 'takeoff-twist', text: 'It leaves crooked or twists in the air', tags: ['twist'] },
      { id: 'takeoff-clean', text: 'It leaves the ramp cleanly', tags: [] },
    ],
  },
  {
    id: 'jump-landing',
    question: 'What happens on landing?',
    options: [
      { id: 'landing-bottom', text: 'It bottoms out hard', tags: ['bottoming'] },
      { id: 'landing-bounce', text: 'It bounces back up or pogos', tags: ['bounce'] },
      { id: 'landing-fine', text: 'It lands and drives away', tags: [] },
    ],
  },
  {
    id: 'jump-size',
    question: 'What kind of jumps does the track have?',
    options: [
      { id: 'jumps-big', text: 'Big, high jumps: triples and large tabletops', tags: ['big-jumps'] },
      { id: 'jumps-small', text: 'Small, quick jumps and rhythm sections', tags: ['whoops'] },
    ],
  },
  {
    id: 'bumps-reaction',
    question: 'What does the car do over the bumps?',
    options: [
      { id: 'reaction-skips', text: 'It bounces and skips off line', tags: ['skips'] },
      { id: 'reaction-swaps', text: 'The rear kicks and it swaps ends', tags: ['rear-kick', 'loose'] },
      { id: 'reaction-harsh', text: 'It crashes through and bottoms out', tags: ['bottoming'] },
    ],
  },
  {
    id: 'bumps-where',
    question: 'Where are the worst bumps?',
    options: [
      { id: 'where-braking', text: 'Braking bumps into the corners', tags: ['entry'] },
      { id: 'where-exit', text: 'Ruts and holes out of the corners', tags: ['exit', 'on-power'] },
      {
        id: 'where-straight',
        text: 'Whoops and rhythm sections on the straights',
        tags: ['straight', 'whoops'],
      },
    ],
  },
  {
    id: 'bumps-type',
    question: 'What kind of bumps?',
    options: [
      { id: 'type-big', text: 'Big, slow bumps and holes', tags: ['big-bumps'] },
      { id: 'type-chatter', text: 'Small, fast chatter (washboard)', tags: ['chatter'] },
    ],
  },
  {
    id: 'esc-launch',
    question: 'How does it leave the corners?',
    options: [
      { id: 'launch-spin', text: 'Wheelspin: the power comes in too hard', tags: ['punchy'] },
      { id: 'launch-wheelie', text: 'It wheelies or lifts the front', tags: ['wheelie'] },
      { id: 'launch-soft', text: 'Sluggish: it feels flat', tags: ['sluggish'] },
    ],
  },
  {
    id: 'esc-speed',
    question: 'How is its speed down the straight?',
    options: [
      { id: 'speed-slow', text: 'Slower than the others', tags: ['slow-top'] },
      { id: 'speed-ok', text: 'About right', tags: [] },
    ],
  },
  {
    id: 'esc-temp',
    question: 'How hot is the motor after a run?',
    options: [
      { id: 'mtemp-cool', text: 'Cool: under 60 °C (140 °F)', tags: ['motor-cool'] },
      { id: 'mtemp-warm', text: 'Warm: 60–80 °C (140–176 °F)', tags: ['motor-ok'] },
      { id: 'mtemp-hot', text: 'Hot: over 80 °C (176 °F)', tags: ['motor-hot'] },
    ],
  },
  {
    id: 'esc-brake',
    question: 'How does it brake?',
    options: [
      { id: 'brake-lock', text: 'The rear locks or the car spins under braking', tags: ['brake-lock'] },
      { id: 'brake-weak', text: 'Weakly: it runs wide into the corners', tags: ['brake-weak'] },
      { id: 'brake-fine', text: 'Fine', tags: [] },
    ],
  },
  {
    id: 'esc-coast',
    question: 'Off the throttle, into corners and in the air?',
    options: [
      { id: 'coast-free', text: 'It rolls on too freely and will not turn in', tags: ['coast-free'] },
      { id: 'coast-grabby', text: 'It grabs and pitches onto its nose', tags: ['coast-grabby'] },
      { id: 'coast-fine', text: 'Fine', tags: [] },
    ],
  },
  {
    id: 'nitro-bottom',
    question: 'How does the engine pick up out of the corners?',
    options: [
      { id: 'bottom-bog', text: 'It bogs, smoky and slow to pick up', tags: ['bog-rich'] },
      { id: 'bottom-hesitate', text: 'It hesitates, then surges, with little smoke', tags: ['bog-lean'] },
      { id: 'bottom-crisp', text: 'Crisp and clean', tags: [] },
    ],
  },
  {
    id: 'nitro-temp',
    question: 'Engine temperature after a few laps (at the glow plug)?',
    options: [
      { id: 'ntemp-cool', text: 'Below 200 °F (93 °C)', tags: ['engine-cool'] },
      { id: 'ntemp-ok', text: '200–230 °F (93–110 °C)', tags: [] },
      { id: 'ntemp-warm', text: '230–250 °F (110–121 °C)', tags: ['engine-warm'] },
      { id: 'ntemp-hot', text: 'Above 250 °F (121 °C)', tags: ['engine-hot'] },
    ],
  },
  {
    id: 'nitro-clutch',
    question: 'How does the clutch feel?',
    options: [
      {
        id: 'clutch-slip',
        text: 'Late and slipping: the engine revs before the car goes',
        tags: ['clutch-late'],
      },
      { id: 'clutch-bog', text: 'It grabs early and the engine bogs', tags: ['clutch-early'] },
      { id: 'clutch-smooth', text: 'Smooth', tags: [] },
    ],
  },
  {
    id: 'nitro-top',
    question: 'On the longest straight, the engine…',
    options: [
      { id: 'top-revs-out', text: 'Hits its limit early and stops pulling', tags: ['revs-out'] },
      { id: 'top-cant-rev', text: 'Never reaches full revs', tags: ['cant-rev'] },
      { id: 'top-fine', text: 'Pulls all the way', tags: [] },
    ],
  },
];
