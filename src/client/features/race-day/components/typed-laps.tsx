import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { runStats } from '../../../../shared/run-stats';
import { TextareaField } from '../../../components/ui/form-field';
import { figureText } from '../lib/run-display';
import { type RunFormValues, readTypedLaps } from '../lib/run-form';
import type { LogRunBody } from '../lib/run-resolvers';

interface TypedLapsProps {
  register: UseFormRegister<RunFormValues>;
  control: Control<RunFormValues, unknown, LogRunBody>;
  error?: string;
}

/**
 * Lap times typed or pasted one a line, read as they are typed: the count and best lap show before
 * saving, so a racer sees at once that 24 laps were read (and not 23).
 */
export function TypedLaps({ register, control, error }: TypedLapsProps) {
  const text = useWatch({ control, name: 'lapsText' });
  const read = readTypedLaps(text);
  // The run's own figures, to the digits typed (16.36 stays 16.36).
  const stats = read.ok && read.laps.length ? runStats({ laps: read.laps }) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <TextareaField
        label="Lap times, one a line"
        rows={8}
        autoComplete="off"
        spellCheck={false}
        placeholder={'23.456\n22.987\n1:02.345'}
        hint="As 23.456, 1:02.345 or with the lap number in front (3 23.456). A decimal comma is fine."
        error={error}
        {...register('lapsText')}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {stats
          ? `${stats.laps} ${stats.laps === 1 ? 'lap' : 'laps'} read · best ${figureText({ stats }, 'bestMs')}`
          : ''}
      </p>
    </div>
  );
}
