import type { TuningQuestion } from '../../../../shared/schemas/tuning';

/**
 * The questions about what the car is (issue 17: class, scale, drivetrain, power). The server serves
 * them first, and only those the chosen car does not already answer; the wizard shows them together
 * as "Your car", apart from the questions about how the car handles.
 */
const CONTEXT_IDS: ReadonlySet<string> = new Set(['car-class', 'car-scale', 'car-drive', 'car-power']);

export function splitQuestions(questions: readonly TuningQuestion[]) {
  return {
    car: questions.filter((q) => CONTEXT_IDS.has(q.id)),
    handling: questions.filter((q) => !CONTEXT_IDS.has(q.id)),
  };
}
