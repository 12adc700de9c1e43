import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useCars } from '../../../lib/resources/cars';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { analyseMutation, tuningGoalsQuery } from '../../../lib/resources/tuning';
import { readCarChoice } from '../lib/car-choice';
import { useWizard } from '../lib/use-wizard';
import { AnalysisError } from './analysis-error';
import { BetaBadge } from './beta-badge';
import { GoalStep } from './goal-step';
import { QuestionStep } from './question-step';
import { ResultsStep } from './results-step';

/** The AI Tuning Wizard dialog (SPEC §2, §4); loaded lazily by the wizard card. */
export default function TuningWizardDialog({
  open,
  onOpenChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <span className="flex items-center gap-2">
          AI Setup Wizard <BetaBadge />
        </span>
      }
      description="Tell it what to improve and how the car feels; it suggests setup changes from published set-up books."
      className="sm:max-w-2xl"
    >
      {/* Inside the dialog's content, so closing unmounts it and resets every step (SPEC §4). */}
      <WizardBody signedIn={signedIn} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * On every change of step the dialog scrolls back to the top and focus moves to the new step's heading,
 * so the racer (and a screen reader) starts each step at its title, not mid-page.
 */
function useStepFocus(stepKey: string) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(stepKey);
  useEffect(() => {
    if (previous.current === stepKey) return;
    previous.current = stepKey;
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog) dialog.scrollTop = 0;
    ref.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [stepKey]);
  return ref;
}

function WizardBody({ signedIn, onClose }: { signedIn: boolean; onClose: () => void }) {
  const [state, dispatch] = useWizard();
  const analyse = useResourceMutation(analyseMutation);
  const cars = useCars({ enabled: signedIn });
  const goals = useQuery(tuningGoalsQuery);
  const choice = readCarChoice(state.car, cars.data);
  const goalName = goals.data?.find((g) => g.id === state.goalId)?.name;
  const stepKey = analyse.isError
    ? 'error'
    : analyse.data
      ? 'results'
      : state.goalId !== null
        ? 'questions'
        : 'goals';
  const ref = useStepFocus(stepKey);

  const toGoals = () => {
    analyse.reset();
    dispatch({ type: 'newGoal' });
  };

  let step: ReactNode;
  if (analyse.isError) step = <AnalysisError error={analyse.error} onTryAgain={toGoals} />;
  else if (analyse.data)
    step = (
      <ResultsStep
        result={analyse.data}
        state={state}
        onShowAll={() => dispatch({ type: 'showAll' })}
        onToggle={(id) => dispatch({ type: 'toggle', id })}
        onNewGoal={toGoals}
        onClose={onClose}
      />
    );
  else if (state.goalId !== null) {
    const goalId = state.goalId;
    step = (
      <QuestionStep
        goalId={goalId}
        rcCarId={choice.rcCarId}
        goalName={goalName}
        answers={state.answers}
        pending={analyse.isPending}
        onAnswer={(questionId, optionId) => dispatch({ type: 'answer', questionId, optionId })}
        onBack={toGoals}
        onSubmit={() =>
          analyse.mutate({
            goalId,
            handlingResponses: { ...state.answers },
            ...(choice.rcCarId ? { rcCarId: choice.rcCarId } : {}),
          })
        }
      />
    );
  } else
    step = (
      <GoalStep
        car={state.car}
        choice={choice}
        signedIn={signedIn}
        onCar={(value) => dispatch({ type: 'car', value })}
        onGoal={(goalId) => {
          analyse.reset();
          dispatch({ type: 'goal', goalId });
        }}
      />
    );
  return <div ref={ref}>{step}</div>;
}
