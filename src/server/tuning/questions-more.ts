import type { TuningQuestionDef } from './types';

/** Jumping and bump questions (cornering ones are in questions.ts, power ones in questions-power.ts). */
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
];
