import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useFollows } from '../../../lib/resources/follows';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FollowForm } from './follow-form';
import { FollowList } from './follow-list';

/** The one line that says what following does (issue 30). */
export const FOLLOW_EXPLAINED =
  'New races are read every minute; your runs appear by themselves, matched by your transponder.';

/**
 * /race-day/follow: a section of Race Day, where a racer at the track already is when the event's
 * results go online
 * (docs/decisions/arrivals.md#results-that-arrive-by-themselves-the-screens-issue-30-client).
 */
export function FollowPage() {
  useDocumentTitle('Follow an event');
  const cars = useCars();
  const follows = useFollows();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to="/race-day"
          className="inline-flex w-fit items-center gap-1 text-sm text-primary underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Race day
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Follow an event</h1>
        <p className="text-muted-foreground">{FOLLOW_EXPLAINED}</p>
      </div>
      <Card aria-labelledby="follow-new">
        <CardHeader>
          <CardTitle id="follow-new">Paste the results address</CardTitle>
          <CardDescription>
            Keep your transponder in{' '}
            <Link to="/transponders" className="text-primary underline underline-offset-4">
              Transponders
            </Link>
            : it is how your races are found. Is your club’s track timed by its own decoder?{' '}
            <Link to="/clubs" className="text-primary underline underline-offset-4">
              Join your club
            </Link>{' '}
            for live laps.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {cars.isPending ? <Spinner label="Loading vehicles" /> : <FollowForm cars={cars.data ?? []} />}
        </CardContent>
      </Card>
      <Card aria-labelledby="follow-list">
        <CardHeader>
          <CardTitle id="follow-list">Events you follow</CardTitle>
        </CardHeader>
        <CardContent>
          {follows.isPending ? (
            <Spinner label="Loading followed events" />
          ) : follows.isError ? (
            <FormError message="Failed to load the events you follow" />
          ) : (
            <FollowList follows={follows.data} cars={cars.data ?? []} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
