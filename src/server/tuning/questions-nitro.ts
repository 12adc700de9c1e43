import type { TuningQuestionDef } from './types';

/** Nitro engine, clutch and idle questions. */
export const NITRO_QUESTIONS: readonly TuningQuestionDef[] = [
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
  {
    id: 'idle-behaviour',
    question: 'At idle and on the brakes, the engine…',
    options: [
      { id: 'idle-stalls', text: 'Stalls on the brakes or after a long jump', tags: ['stall-idle'] },
      { id: 'idle-rises', text: 'Idles faster and faster the longer it sits', tags: ['idle-lean'] },
      { id: 'idle-loads', text: 'Loads up, smokes and dies after idling a while', tags: ['idle-rich'] },
      { id: 'idle-fast', text: 'Idles too fast: the car creeps or the clutch drags', tags: ['idle-high'] },
      { id: 'idle-steady', text: 'Idles steadily', tags: [] },
    ],
  },
  {
    id: 'plug-life',
    question: 'How long do your glow plugs last?',
    options: [
      { id: 'plug-fails', text: 'Not long: the coil breaks or comes out distorted', tags: ['plug-fails'] },
      { id: 'plug-ok', text: 'Several gallons of fuel', tags: [] },
    ],
  },
  {
    id: 'air-temp',
    question: 'How warm is the day?',
    context: true,
    settles: 'air',
    options: [
      { id: 'air-cold', text: 'Cold: under 10 °C (50 °F)', tags: ['air:cold'] },
      { id: 'air-mild', text: 'Mild', tags: ['air:mild'] },
      { id: 'air-hot', text: 'Hot: over 30 °C (86 °F)', tags: ['air:hot'] },
    ],
  },
];
