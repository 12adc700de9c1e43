import { useReducer } from 'react';

/**
 * The wizard's own state (SPEC §4). The analysis result lives in the analyse mutation; the dialog's
 * content unmounts when it closes, so closing resets all of this (goal, answers, expansion, expanded
 * items and the result) without a special case.
 */
export interface WizardState {
  /** '' when the racer describes the car in step 2, or `car:<id>` (lib/car-choice.ts). */
  car: string;
  goalId: string | null;
  answers: Readonly<Record<string, string>>;
  showAll: boolean;
  expanded: ReadonlySet<string>;
}

export type WizardAction =
  | { type: 'car'; value: string }
  | { type: 'goal'; goalId: string }
  | { type: 'answer'; questionId: string; optionId: string }
  | { type: 'newGoal' }
  | { type: 'showAll' }
  | { type: 'toggle'; id: string };

export const INITIAL_WIZARD: WizardState = {
  car: '',
  goalId: null,
  answers: {},
  showAll: false,
  expanded: new Set(),
};

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'car':
      return { ...state, car: action.value };
    case 'goal':
      // A new goal clears the previous answers and result (SPEC §4); the car choice stays.
      return { ...INITIAL_WIZARD, car: state.car, goalId: action.goalId };
    case 'answer':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.optionId } };
    case 'newGoal':
      return { ...INITIAL_WIZARD, car: state.car };
    case 'showAll':
      return { ...state, showAll: true };
    case 'toggle':
      return { ...state, expanded: toggled(state.expanded, action.id) };
  }
}

export function useWizard() {
  return useReducer(wizardReducer, INITIAL_WIZARD);
}
