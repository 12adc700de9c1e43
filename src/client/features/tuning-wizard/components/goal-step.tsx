import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { tuningGoalsQuery } from '../../../lib/resources/tuning';
import type { CarChoice } from '../lib/car-choice';
import { useTap } from '../lib/use-tap';
import { CarPicker } from './car-picker';

interface GoalStepProps {
  car: string;
  choice: CarChoice;
  signedIn: boolean;
  onCar: (value: string) => void;
  onGoal: (goalId: string) => void;
}

/** Step 1 'What to improve?' (SPEC §2). */
export function GoalStep({ car, choice, signedIn, onCar, onGoal }: GoalStepProps) {
  // SPEC §4: goals are fetched only while the dialog is open (it mounts this step only then).
  const goals = useQuery(tuningGoalsQuery);
  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-4">
      <StepTitle step={1}>What to improve?</StepTitle>
      <CarPicker value={car} onChange={onCar} signedIn={signedIn} />
      {goals.isPending ? (
        <Spinner label="Loading tuning goals" className="p-4" />
      ) : goals.isError ? (
        <p className="text-danger-text">Failed to load tuning goals</p>
      ) : goals.data.length === 0 ? (
        <p className="text-muted-foreground">No tuning goals available</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {goals.data.map((goal) => {
            const wrongPower =
              goal.powertrain !== null && choice.power !== null && goal.powertrain !== choice.power;
            return (
              <li key={goal.id}>
                <GoalButton
                  name={goal.name}
                  description={wrongPower ? `For ${goal.powertrain} cars only` : goal.description}
                  disabled={wrongPower}
                  onSelect={() => onGoal(goal.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function GoalButton(props: { name: string; description: string; disabled: boolean; onSelect: () => void }) {
  const tap = useTap(props.onSelect, props.disabled);
  return (
    <button
      type="button"
      disabled={props.disabled}
      className="flex h-full min-h-16 w-full flex-col items-start gap-1 rounded-md border border-border bg-card p-3 text-left hover:border-primary hover:bg-muted disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-card"
      {...tap}
    >
      <span className="font-medium">{props.name}</span>
      <span className="text-sm text-muted-foreground">{props.description}</span>
    </button>
  );
}

export function StepTitle({ step, children }: { step: 1 | 2 | 3; children: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Step {step} of 3</p>
      <h3
        id="wizard-step-title"
        data-step-heading
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {children}
      </h3>
    </div>
  );
}
