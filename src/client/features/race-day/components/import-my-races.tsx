import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  type ImportPreview,
  type RunImportBatchResult,
  runImportBatchSchema,
} from '../../../../shared/schemas/run-import';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/error-message';
import { isNetworkFailure } from '../../../lib/outbox/offline-write';
import { successToast } from '../../../lib/toasts';
import { raceLabel } from '../lib/race-label';
import { type RunFormValues, toDetails } from '../lib/run-form';
import type { LogRunBody } from '../lib/run-resolvers';
import { useImportRuns } from '../lib/use-run-mutations';
import { importable } from './preview-notes';

type Pick = { race: number; driver: number };

/** The racer's own driver in each race of the file where the preview found them (and they have laps). */
export function myPicks(preview: ImportPreview): Pick[] {
  return preview.races.flatMap((race, index) => {
    const driver = race.drivers.findIndex((d) => d.suggested && importable(d));
    return driver >= 0 ? [{ race: index, driver }] : [];
  });
}

const runs = (n: number) => `${n} ${n === 1 ? 'run' : 'runs'}`;

/** What was not imported, each in the server's words, and the way to the runs that were. */
function Outcome({ answer, carId }: { answer: RunImportBatchResult; carId: number }) {
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-medium">
        {answer.runs.length > 0 ? `Imported ${runs(answer.runs.length)}.` : 'Nothing new was imported.'}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {answer.skipped.map((s) => (
          <li key={`${s.race}:${s.driver}`}>Not imported: {s.message}</li>
        ))}
      </ul>
      <Link to={`/race-day/cars/${carId}`} className="w-fit text-primary underline underline-offset-4">
        See the car’s runs
      </Link>
    </div>
  );
}

/**
 * "Import my 3 races" (issue 29): the racer's driver in every race of the file they ran, each as a
 * run on the car with the details above, in one request. Each race's own session (heat, main) and
 * round are the file's. Shown when the file has the racer in more than one race.
 */
export function ImportMyRaces({
  form,
  preview,
}: {
  form: UseFormReturn<RunFormValues, unknown, LogRunBody>;
  preview: ImportPreview;
}) {
  const title = useId();
  const navigate = useNavigate();
  const batch = useImportRuns();
  const [answer, setAnswer] = useState<RunImportBatchResult | null>(null);
  const picks = myPicks(preview);
  if (picks.length < 2) return null;

  const importAll = () => {
    setAnswer(null);
    const values = form.getValues();
    const { session: _session, round: _round, ...details } = toDetails(values);
    const body = runImportBatchSchema.safeParse({ ...details, text: values.resultText, picks });
    if (!body.success) {
      // The details above are wrong (no car, no track): said where the racer fixes them.
      for (const issue of body.error.issues) {
        const field = issue.path[0] === 'text' ? 'resultText' : issue.path[0];
        if (typeof field === 'string' && field in values)
          form.setError(field as keyof RunFormValues, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    const carId = body.data.rcCarId;
    batch.mutate(body.data, {
      onSuccess: (result) => {
        if (result.skipped.length > 0) return setAnswer(result);
        successToast(`${runs(result.runs.length)} imported`);
        navigate(`/race-day/cars/${carId}`);
      },
    });
  };

  const failure = batch.error
    ? (serverMessage(batch.error) ??
      (isNetworkFailure(batch.error)
        ? 'Importing several races needs a connection. Import one race at a time to save it offline.'
        : 'The races were not imported. Try again.'))
    : null;
  return (
    <section aria-labelledby={title} className="flex flex-col gap-2 rounded-md border border-border p-3">
      <h3 id={title} className="font-medium">
        You are in {picks.length} races of this file
      </h3>
      <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm">
        {picks.map(({ race, driver }) => {
          const shown = preview.races[race];
          return (
            <li key={race}>
              {shown && raceLabel({ ...shown, fullName: shown.name })}
              {shown?.drivers[driver] ? ` · ${shown.drivers[driver].name}` : ''}
            </li>
          );
        })}
      </ul>
      <Button className="w-fit" disabled={batch.isPending} onClick={importAll}>
        {batch.isPending ? 'Importing…' : `Import my ${picks.length} races`}
      </Button>
      <FormError message={failure} />
      {answer && <Outcome answer={answer} carId={Number(form.getValues('rcCarId'))} />}
    </section>
  );
}
