import type { TuningQuestionDef } from './types';

/**
 * What the car is, asked before the handling questions when no car is chosen (issue 17), in one
 * compact step. Each settles one exclusive tag group, so a chosen car whose kind is known (saved or
 * from the catalogue) skips it; a goal for one power source (ESC, nitro engine) settles the power.
 * Their answers are context: they decide which parts exist, never a change on their own.
 */
export const CONTEXT_QUESTIONS: readonly TuningQuestionDef[] = [
  {
    id: 'car-class',
    question: 'What kind of car is it?',
    context: true,
    settles: 'class',
    options: [
      { id: 'class-buggy', text: 'Buggy', tags: ['class:buggy'] },
      { id: 'class-truggy', text: 'Truggy', tags: ['class:truggy'] },
      { id: 'class-sc', text: 'Short course truck', tags: ['class:short-course'] },
    ],
  },
  {
    id: 'car-scale',
    question: 'What scale?',
    context: true,
    settles: 'scale',
    options: [
      { id: 'scale-8', text: '1:8', tags: ['scale:1:8'] },
      { id: 'scale-10', text: '1:10', tags: ['scale:1:10'] },
    ],
  },
  {
    id: 'car-drive',
    question: 'Which wheels are driven?',
    context: true,
    settles: 'drive',
    options: [
      { id: 'drive-2wd', text: '2WD (rear wheels)', tags: ['drive:2wd'] },
      { id: 'drive-4wd', text: '4WD (all four)', tags: ['drive:4wd'] },
    ],
  },
  {
    id: 'car-power',
    question: 'What powers it?',
    context: true,
    settles: 'power',
    options: [
      { id: 'power-electric', text: 'Electric motor and ESC', tags: ['power:electric'] },
      { id: 'power-nitro', text: 'Nitro engine', tags: ['power:nitro'] },
    ],
  },
];

export const CONTEXT_QUESTION_IDS = CONTEXT_QUESTIONS.map((q) => q.id);
