import type { TuningQuestionDef } from './types';

/**
 * Jumps, bumps, direction changes, roll and scraping (cornering questions are in questions.ts, power
 * ones in questions-power.ts). Every answer about a landing also raises `landing` (coverage.ts).
 */
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
      { id: 'landing-bottom', text: 'It bottoms out hard', tags: ['landing', 'bottoming'] },
      { id: 'landing-bounce', text: 'It bounces back up or pogos', tags: ['landing', 'bounce'] },
      { id: 'landing-nose', text: 'It lands nose-first and digs in', tags: ['landing', 'nose-landing'] },
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
      {
        id: 'reaction-jolts',
        text: 'It feels harsh: every hit jolts the chassis (truggies above all)',
        tags: ['harsh'],
      },
    ],
  },
  {
    id: 'bumps-where',
    question: 'Where are the worst bumps?',
    options: [
      {
        id: 'where-braking',
        text: 'Braking bumps into the corners',
        tags: ['entry', 'braking', 'braking-bumps'],
      },
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
    id: 'dc-feel',
    question: 'How does it change direction?',
    options: [
      {
        id: 'dc-lazy',
        text: 'Slowly: a moment passes before it turns the other way',
        tags: ['direction-change', 'lazy-transition'],
      },
      {
        id: 'dc-floaty',
        text: 'Floaty: it rolls onto one side, then wallows onto the other',
        tags: ['direction-change', 'floaty'],
      },
      {
        id: 'dc-swing',
        text: 'The rear swings out as the weight moves across',
        tags: ['direction-change', 'swing'],
      },
    ],
  },
  {
    id: 'dc-where',
    question: 'Where is it slowest?',
    options: [
      { id: 'dc-chicane', text: 'Fast chicanes and esses', tags: ['chicane'] },
      { id: 'dc-rhythm', text: 'Rhythm sections and whoops', tags: ['whoops'] },
    ],
  },
  {
    id: 'roll-where',
    question: 'Where does it lean or tip most?',
    options: [
      { id: 'roll-fast', text: 'Fast sweepers', tags: ['fast-corners'] },
      { id: 'roll-tight', text: 'Tight, grippy corners', tags: ['slow-corners'] },
    ],
  },
  {
    id: 'roll-how',
    question: 'What does it do?',
    options: [
      { id: 'roll-lean', text: 'It leans further and further onto its outside wheels', tags: ['roll'] },
      {
        id: 'roll-flip',
        text: 'It tips onto two wheels or flips over: a traction roll',
        tags: ['traction-roll'],
      },
    ],
  },
  {
    id: 'scrape-when',
    question: 'When does the chassis hit the track?',
    options: [
      { id: 'scrape-corners', text: 'It scrapes in corners as it leans', tags: ['scraping', 'scrape-roll'] },
      { id: 'scrape-braking', text: 'The nose scrapes under braking', tags: ['scraping', 'dive'] },
      { id: 'scrape-power', text: 'The rear scrapes as it squats on power', tags: ['scraping', 'squat'] },
      { id: 'scrape-bumps', text: 'It bottoms out over bumps and holes', tags: ['bottoming', 'big-bumps'] },
      { id: 'scrape-landing', text: 'It bottoms out on landings', tags: ['bottoming', 'landing'] },
    ],
  },
  {
    id: 'scrape-end',
    question: 'Which end hits?',
    options: [
      { id: 'end-front', text: 'The front', tags: ['front-end'] },
      { id: 'end-rear', text: 'The rear', tags: ['rear-end'] },
      { id: 'end-both', text: 'Both, or the whole chassis', tags: ['both-ends'] },
    ],
  },
];
