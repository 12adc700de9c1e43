import type { TuningQuestionDef } from './types';

/** ESC, gearing and nitro engine questions. */
export const POWER_QUESTIONS: readonly TuningQuestionDef[] = [
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
