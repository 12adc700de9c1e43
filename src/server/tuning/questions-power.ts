import { NITRO_QUESTIONS } from './questions-nitro';
import type { TuningQuestionDef } from './types';

/**
 * ESC, gearing, launch and run-time questions (nitro engine ones in questions-nitro.ts). Questions
 * that serve both power sources word their options for both, and the rules keep each answer's advice
 * to the parts the car has.
 */
const ESC_QUESTIONS: readonly TuningQuestionDef[] = [
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
    id: 'throttle-feel',
    question: 'How does the throttle feel?',
    options: [
      {
        id: 'feel-twitchy',
        text: 'Twitchy just off neutral: hard to hold a steady part throttle',
        tags: ['throttle-twitchy'],
      },
      {
        id: 'feel-hit',
        text: 'It hits too hard: wheelspin or wheelies as the power comes in',
        tags: ['punchy'],
      },
      { id: 'feel-flat', text: 'Flat and lazy: slow to pick up', tags: ['sluggish'] },
    ],
  },
  {
    id: 'throttle-neutral',
    question: 'With the trigger at rest or barely touched?',
    options: [
      { id: 'neutral-creep', text: 'It creeps, drags or stutters around neutral', tags: ['neutral-creep'] },
      { id: 'neutral-dead', text: 'The first part of the trigger does nothing', tags: ['neutral-dead'] },
      { id: 'neutral-fine', text: 'Fine', tags: [] },
    ],
  },
  {
    id: 'brake-feel',
    question: 'How do the brakes come in?',
    options: [
      {
        id: 'bfeel-grabby',
        text: 'Grabby: a touch of the trigger and they bite hard',
        tags: ['brake-grabby'],
      },
      { id: 'bfeel-vague', text: 'Vague: a lot of trigger before anything happens', tags: ['brake-vague'] },
      { id: 'bfeel-fine', text: 'Progressive and easy to judge', tags: [] },
    ],
  },
];

/** Questions for launch, gearing and run time, asked of electric and nitro cars alike. */
const DRIVE_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'pull-away',
    question: 'What happens when you open the throttle from low speed?',
    options: [
      { id: 'pull-spin', text: 'The wheels spin up and the car hardly moves forward', tags: ['spin-up'] },
      { id: 'pull-bog', text: 'It feels flat or bogs before it picks up', tags: ['pull-flat'] },
    ],
  },
  {
    id: 'pull-where',
    question: 'Where is it worst?',
    options: [
      { id: 'pull-slow', text: 'From a standstill and out of hairpins', tags: ['from-slow'] },
      // Said as "More rear traction" says it (issue 32): the spin is the same wheelspin on power.
      { id: 'pull-fast', text: 'Out of faster corners and up jump faces', tags: ['exit', 'fast-corners'] },
    ],
  },
  {
    id: 'gear-need',
    question: 'What do you want more of?',
    options: [
      { id: 'gear-accel', text: 'Acceleration out of the corners and up the jumps', tags: ['gear-accel'] },
      { id: 'gear-top', text: 'Top speed at the end of the straight', tags: ['slow-top'] },
    ],
  },
  {
    id: 'gear-revs',
    question: 'On the longest straight, the motor or engine…',
    options: [
      { id: 'grevs-early', text: 'Reaches full speed early and stops pulling', tags: ['revs-out'] },
      { id: 'grevs-never', text: 'Never reaches full speed', tags: ['cant-rev'] },
      { id: 'grevs-fine', text: 'Pulls all the way to the end', tags: [] },
    ],
  },
  {
    id: 'power-temp',
    question: 'How hot is the motor or engine after a run?',
    options: [
      {
        id: 'ptemp-cool',
        text: 'Cool: motor under 60 °C (140 °F), engine under 200 °F (93 °C)',
        tags: ['motor-cool', 'engine-cool'],
      },
      { id: 'ptemp-ok', text: 'Normal: motor 60–80 °C, engine 200–230 °F', tags: ['motor-ok'] },
      {
        id: 'ptemp-hot',
        text: 'Hot: motor over 80 °C (176 °F), engine 230–250 °F (110–121 °C)',
        tags: ['motor-hot', 'engine-warm'],
      },
      {
        id: 'ptemp-very-hot',
        text: 'Very hot: motor too hot to touch, engine above 250 °F (121 °C)',
        tags: ['motor-hot', 'engine-hot'],
      },
    ],
  },
  {
    id: 'track-layout',
    question: 'What is the track like?',
    context: true,
    settles: 'layout',
    options: [
      { id: 'layout-tight', text: 'Tight and technical, short straights', tags: ['layout:tight'] },
      { id: 'layout-mixed', text: 'Mixed', tags: ['layout:mixed'] },
      { id: 'layout-open', text: 'Open and fast: long straights, big jumps', tags: ['layout:open'] },
    ],
  },
  {
    id: 'run-short',
    question: 'How does the run fall short?',
    options: [
      { id: 'run-fade', text: 'The power fades in the last minutes', tags: ['short-run', 'run-fade'] },
      {
        id: 'run-cutoff',
        text: 'The ESC cuts the power while the pack still has charge',
        tags: ['short-run', 'cutoff-early'],
      },
      {
        id: 'run-empty',
        text: 'The battery or the tank is empty before the end',
        tags: ['short-run', 'run-empty'],
      },
    ],
  },
];

export const POWER_QUESTIONS: readonly TuningQuestionDef[] = [
  ...ESC_QUESTIONS,
  ...DRIVE_QUESTIONS,
  ...NITRO_QUESTIONS,
];
