import { useQuery } from '@tanstack/react-query';
import type { TuningQuestion } from '../../../../shared/schemas/tuning';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { tuningQuestionsQuery } from '../../../lib/resources/tuning';
import { splitQuestions } from '../lib/context-questions';
import { useTap } from '../lib/use-tap';
import { CarContext } from './car-context';
import { StepTitle } from './goal-step';
import { TapButton } from './tap-button';

interface QuestionStepProps {
  goalId: string;
  rcCarId: number | undefined;
  goalName: string | undefined;
  answers: Readonly<Record<string, string>>;
  pending: boolean;
  onAnswer: (questionId: string, optionId: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * Step 2 'How does your car handle?' (SPEC §2, §5: the button shows once every question is answered),
 * led by "Your car" when the server asks what the car is (issue 17).
 */
export function QuestionStep({
  goalId,
  rcCarId,
  goalName,
  answers,
  pending,
  onAnswer,
  onSubmit,
  onBack,
}: QuestionStepProps) {
  const questions = useQuery(tuningQuestionsQuery(goalId, rcCarId));
  const list = questions.data ?? [];
  const { car, handling } = splitQuestions(list);
  const answered = list.filter((q) => answers[q.id] !== undefined).length;
  const allAnswered = list.length > 0 && answered === list.length;
  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <StepTitle step={2}>How does your car handle?</StepTitle>
        {goalName && <p className="text-sm text-muted-foreground">Goal: {goalName}</p>}
      </div>
      {questions.isPending ? (
        <Spinner label="Loading questions" className="p-4" />
      ) : questions.isError ? (
        <p className="text-danger-text">Failed to fetch questions</p>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">No questions available</p>
      ) : (
        <>
          {car.length > 0 && <CarContext questions={car} answers={answers} onAnswer={onAnswer} />}
          {handling.map((q) => (
            <Question key={q.id} question={q} chosen={answers[q.id]} onAnswer={(o) => onAnswer(q.id, o)} />
          ))}
        </>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
        <TapButton variant="ghost" onTap={onBack}>
          Back
        </TapButton>
        {allAnswered && (
          <TapButton onTap={onSubmit} disabled={pending}>
            {pending ? 'Analysing…' : 'Get Recommendations'}
          </TapButton>
        )}
      </div>
      {list.length > 0 && !allAnswered && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {answered} of {list.length} answered
        </p>
      )}
    </section>
  );
}

function Question({
  question,
  chosen,
  onAnswer,
}: {
  question: TuningQuestion;
  chosen: string | undefined;
  onAnswer: (optionId: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{question.question}</legend>
      {question.options.map((o) => (
        <OptionButton key={o.id} text={o.text} pressed={chosen === o.id} onSelect={() => onAnswer(o.id)} />
      ))}
    </fieldset>
  );
}

function OptionButton({ text, pressed, onSelect }: { text: string; pressed: boolean; onSelect: () => void }) {
  const tap = useTap(onSelect);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'min-h-11 w-full rounded-md border px-3 py-2 text-left text-sm',
        pressed
          ? 'border-primary bg-accent font-medium text-accent-foreground'
          : 'border-border bg-card hover:border-primary hover:bg-muted',
      )}
      {...tap}
    >
      {text}
    </button>
  );
}
