import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTabs } from '../../../components/ui/page-tabs';
import { ApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/error-message';
import { isQueued } from '../../../lib/outbox/offline-write';
import { runHref } from '../../../lib/resources/run-overview';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { newRunValues, type RunFormValues } from '../lib/run-form';
import { type LogRunBody, logRunResolver } from '../lib/run-resolvers';
import { useCreateRun, useImportRun } from '../lib/use-run-mutations';
import { useTrackNames } from '../lib/use-track-names';
import { WithCars } from './page-parts';
import { ResultImport } from './result-import';
import { DETAIL_FIELDS, RunBasicsFields, RunDetailsFields } from './run-fields';
import { TypedLaps } from './typed-laps';

/**
 * Why the run was not saved, in the server's words: a 400 names the field or the line, a 409 the run
 * imported before (with a link to it).
 */
function SaveFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  const message = serverMessage(error) ?? 'The run was not saved. Check your connection and try again.';
  const existing =
    error instanceof ApiError && error.body?.code === 'already_imported'
      ? /#(\d+)/.exec(message)?.[1]
      : undefined;
  return (
    <div className="flex flex-col gap-2">
      <FormError message={message} />
      {existing && (
        <Link to={runHref(Number(existing))} className="w-fit text-primary underline underline-offset-4">
          Open run #{existing}
        </Link>
      )}
    </div>
  );
}

/** ?car=3 (a car's run list) preselects that car; a racer with one car has it preselected anyway. */
function preselectedCar(cars: readonly Car[], param: string | null): number | undefined {
  const wanted = cars.find((c) => String(c.id) === param);
  if (wanted) return wanted.id;
  return cars.length === 1 ? cars[0]?.id : undefined;
}

function LogRunForm({ cars, carParam }: { cars: readonly Car[]; carParam: string | null }) {
  const navigate = useNavigate();
  const { tracks, latest } = useTrackNames();
  const form = useForm<RunFormValues, unknown, LogRunBody>({
    resolver: logRunResolver,
    defaultValues: newRunValues(preselectedCar(cars, carParam), latest),
  });
  const { errors } = form.formState;
  // Today's runs may arrive after the form: the track last raced fills a track still blank.
  useEffect(() => {
    if (latest && !form.getValues('trackName')) form.setValue('trackName', latest);
  }, [latest, form]);
  const lapSource = useWatch({ control: form.control, name: 'lapSource' });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const create = useCreateRun();
  const imported = useImportRun();
  const saving = create.isPending || imported.isPending;
  const failure = lapSource === 'typed' ? create.error : imported.error;

  // A run queued offline goes to Race Day, where it shows at once marked waiting to send (a result
  // imported offline waits in the header's list of changes: the server reads it once sent).
  const toRun = (run: { id: number }) => navigate(isQueued(run) ? '/race-day' : runHref(run.id));
  const submit = form.handleSubmit(
    (body) => {
      if ('text' in body) imported.mutate(body, { onSuccess: toRun });
      else create.mutate(body, { onSuccess: toRun });
    },
    // An error in the folded details opens them, so the racer sees what to fix.
    (found) => {
      if (DETAIL_FIELDS.some((name) => found[name])) setDetailsOpen(true);
    },
  );

  return (
    <form noValidate aria-label="Log a run" className="flex flex-col gap-6" onSubmit={submit}>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-4 sm:pt-6">
          <RunBasicsFields register={form.register} errors={errors} cars={cars} tracks={tracks} />
        </CardContent>
      </Card>
      <Card aria-labelledby="laps-title">
        <CardContent className="flex flex-col gap-2 pt-4 sm:pt-6">
          <h2 id="laps-title" className="text-lg font-semibold">
            Lap times
          </h2>
          <PageTabs
            label="How to give the lap times"
            value={lapSource}
            onValueChange={(value) => {
              form.setValue('lapSource', value);
              form.clearErrors();
            }}
            tabs={[
              {
                value: 'typed',
                label: 'Type the laps',
                content: (
                  <TypedLaps
                    register={form.register}
                    control={form.control}
                    error={errors.lapsText?.message}
                  />
                ),
              },
              { value: 'result', label: 'From a result', content: <ResultImport form={form} /> },
            ]}
          />
        </CardContent>
      </Card>
      <details
        open={detailsOpen}
        onToggle={(event) => setDetailsOpen(event.currentTarget.open)}
        className="rounded-lg border border-border bg-card"
      >
        <summary className="cursor-pointer px-4 py-3 font-medium sm:px-6">
          More details (optional): event, weather, tyres, rating, notes
        </summary>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <RunDetailsFields register={form.register} errors={errors} control={form.control} />
        </div>
      </details>
      <SaveFailure error={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/race-day" className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : lapSource === 'typed' ? 'Save run' : 'Import run'}
        </Button>
      </div>
    </form>
  );
}

/** /race-day/log: a run logged by hand or imported from a timing system's result. */
export function LogRunPage() {
  useDocumentTitle('Log a run');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading title="Log a run">
        Type your lap times, or paste the timing system's result and pick your driver.
      </PageHeading>
      <WithCars>{(cars) => <LogRunForm cars={cars} carParam={params.get('car')} />}</WithCars>
    </>
  );
}
