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

const question = (id: string, text: string, options: [string, string][]): TuningQuestion => ({
  id,
  question: text,
  options: options.map(([optionId, optionText]) => ({ id: optionId, text: optionText })),
});

/** What the server asks first when no car is chosen (issue 17). */
export const CAR_QUESTIONS: TuningQuestion[] = [
  question('car-class', 'What kind of car is it?', [
    ['class-buggy', 'Buggy'],
    ['class-truggy', 'Truggy'],
    ['class-sc', 'Short course truck'],
  ]),
  question('car-scale', 'What scale?', [
    ['scale-8', '1:8'],
    ['scale-10', '1:10'],
  ]),
  question('car-drive', 'Which wheels are driven?', [
    ['drive-2wd', '2WD (rear wheels)'],
    ['drive-4wd', '4WD (all four)'],
  ]),
  question('car-power', 'What powers it?', [
    ['power-electric', 'Electric motor and ESC'],
    ['power-nitro', 'Nitro engine'],
  ]),
];

/** How the car handles: all a chosen car of known kind is asked. */
export const HANDLING_QUESTIONS: TuningQuestion[] = [
  question('corner-phase', 'Where in the corner is it worst?', [
    ['phase-entry', 'Corner entry'],
    ['phase-exit', 'Corner exit'],
  ]),
  question('track-grip', 'How much grip does the track have?', [
    ['grip-high', 'High'],
    ['grip-low', 'Low'],
  ]),
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
