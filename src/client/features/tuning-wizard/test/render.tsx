import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  AnalysisResult,
  Recommendation,
  TuningGoal,
  TuningQuestion,
} from '../../../../shared/schemas/tuning';
import { AppProviders } from '../../../app/providers';
import { resetToasts } from '../../../components/ui/use-toast';
import { createQueryClient } from '../../../lib/query-client';
import { WizardCard } from '../components/wizard-card';

/** The Setup Tips wizard card on its own, with the real providers and a memory router. */
export function renderWizardCard({ signedIn = false }: { signedIn?: boolean } = {}) {
  resetToasts();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <WizardCard signedIn={signedIn} />,
      },
      { path: '/setup-sheets', element: <p>Setup sheets page</p> },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export const GOALS: TuningGoal[] = [
  { id: 'more-steering', name: 'More steering', description: 'The car pushes wide.', powertrain: null },
  {
    id: 'esc-power',
    name: 'ESC power delivery and braking',
    description: 'Electric cars.',
    powertrain: 'electric',
  },
];

/** What the server asks first when no car is chosen (issue 17). */
export const CAR_QUESTIONS: TuningQuestion[] = [
  {
    id: 'car-class',
    question: 'What kind of car is it?',
    options: [
      { id: 'class-buggy', text: 'Buggy' },
      { id: 'class-truggy', text: 'Truggy' },
      { id: 'class-sc', text: 'Short course truck' },
    ],
  },
  {
    id: 'car-scale',
    question: 'What scale?',
    options: [
      { id: 'scale-8', text: '1:8' },
      { id: 'scale-10', text: '1:10' },
    ],
  },
  {
    id: 'car-drive',
    question: 'Which wheels are driven?',
    options: [
      { id: 'drive-2wd', text: '2WD (rear wheels)' },
      { id: 'drive-4wd', text: '4WD (all four)' },
    ],
  },
  {
    id: 'car-power',
    question: 'What powers it?',
    options: [
      { id: 'power-electric', text: 'Electric motor and ESC' },
      { id: 'power-nitro', text: 'Nitro engine' },
    ],
  },
];

/** How the car handles: all a chosen car of known kind is asked. */
export const HANDLING_QUESTIONS: TuningQuestion[] = [
  {
    id: 'corner-phase',
    question: 'Where in the corner is it worst?',
    options: [
      { id: 'phase-entry', text: 'Corner entry' },
      { id: 'phase-exit', text: 'Corner exit' },
    ],
  },
  {
    id: 'track-grip',
    question: 'How much grip does the track have?',
    options: [
      { id: 'grip-high', text: 'High' },
      { id: 'grip-low', text: 'Low' },
    ],
  },
];

/** Without a car: the car's kind, then how it handles. */
export const QUESTIONS: TuningQuestion[] = [...CAR_QUESTIONS, ...HANDLING_QUESTIONS];

export function rec(n: number, overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: `param${n}:thinner`,
    parameter: `param${n}`,
    direction: 'thinner',
    title: `Change number ${n}`,
    category: 'Shocks',
    impact: 'Medium',
    difficulty: 'Easy',
    current: 'Your current setting',
    suggested: `Suggestion ${n}`,
    newValue: null,
    reasoning: `Because of reason ${n}.`,
    detailedInfo: {
      howToAdjust: `Adjust it like this ${n}.`,
      effects: { positive: [`Good thing ${n}`], negative: [`Bad thing ${n}`] },
      tips: [`Tip ${n}`],
    },
    ...overrides,
  };
}

export const RESULT: AnalysisResult = {
  goal: 'More steering',
  goalId: 'more-steering',
  summary: 'More steering: start with change number 1.',
  maintenanceTips: ['Check every shock for air and leaks.'],
  recommendations: [rec(1), rec(2), rec(3)],
  allRecommendations: [rec(1), rec(2), rec(3), rec(4), rec(5)],
  vehicle: null,
};
