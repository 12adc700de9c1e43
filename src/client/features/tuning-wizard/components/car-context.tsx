import type { TuningQuestion } from '../../../../shared/schemas/tuning';
import { cn } from '../../../lib/cn';
import { useTap } from '../lib/use-tap';

interface CarContextProps {
  questions: readonly TuningQuestion[];
  answers: Readonly<Record<string, string>>;
  onAnswer: (questionId: string, optionId: string) => void;
}

/**
 * "Your car" (issue 17): what the car is, asked before how it handles when no car is chosen, so the
 * advice only names parts the car has. One short radio group per question, its options side by side
 * as segments, so the four fit one phone screen.
 */
export function CarContext({ questions, answers, onAnswer }: CarContextProps) {
  return (
    <section
      aria-labelledby="wizard-car-title"
      aria-describedby="wizard-car-hint"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-3"
    >
      <div>
        <h4 id="wizard-car-title" className="font-semibold">
          Your car
        </h4>
        <p id="wizard-car-hint" className="text-sm text-muted-foreground">
          So the advice only names parts your car has.
        </p>
      </div>
      {questions.map((q) => (
        <fieldset key={q.id} className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{q.question}</legend>
          <div className="grid auto-cols-fr grid-flow-col gap-1">
            {q.options.map((o) => (
              <Segment
                key={o.id}
                name={q.id}
                text={o.text}
                checked={answers[q.id] === o.id}
                onSelect={() => onAnswer(q.id, o.id)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

function Segment(props: { name: string; text: string; checked: boolean; onSelect: () => void }) {
  // The label takes the wizard's tap rules; keys and clicks reach the radio itself.
  const tap = useTap(props.onSelect);
  return (
    <label
      className={cn(
        'relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 py-1 text-center text-sm',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        props.checked
          ? 'border-primary bg-accent font-medium text-accent-foreground'
          : 'border-input bg-card hover:border-primary hover:bg-muted',
      )}
      {...tap}
    >
      <input
        type="radio"
        name={`wizard-${props.name}`}
        checked={props.checked}
        onChange={props.onSelect}
        // Over the whole segment, unseen: a click or tap anywhere on it lands on the radio itself.
        className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
      />
      {props.text}
    </label>
  );
}
