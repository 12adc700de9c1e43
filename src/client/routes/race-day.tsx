import { useParams, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { FollowPage } from '../features/follows';
import {
  CarRunsPage,
  CompareRunsPage,
  compareIds,
  LogRunPage,
  QueuedRunPage,
  RaceDayPage,
  RunPage,
} from '../features/race-day';
import NotFound from './not-found';

/**
 * /race-day and below (signed in), matched here rather than in the router so the six screens add one
 * route to the entry chunk, not six: today's runs, Log a run (?car=3), Follow an event (follow), a
 * run (runs/:id, or runs/-:id while it waits to send), a car's runs (cars/:carId) and compare
 * (compare?runs=1,2,3).
 */
function RaceDayScreen({ path }: { path: string }) {
  const [params] = useSearchParams();
  if (path === '') return <RaceDayPage />;
  if (path === 'log') return <LogRunPage />;
  if (path === 'follow') return <FollowPage />;
  if (path === 'compare') return <CompareRunsPage ids={compareIds(params.get('runs'))} />;
  // A run logged offline goes by its stand-in id (negative) until the outbox has sent it.
  const waiting = /^runs\/(-\d{1,16})$/.exec(path)?.[1];
  if (waiting) return <QueuedRunPage key={waiting} id={Number(waiting)} />;
  const [, section, id] = /^(runs|cars)\/(\d{1,10})$/.exec(path) ?? [];
  if (section === 'runs') return <RunPage key={id} id={Number(id)} />;
  if (section === 'cars') return <CarRunsPage key={id} carId={Number(id)} />;
  return <NotFound />;
}

export default function RaceDayRoute() {
  const { user } = useAuth();
  const path = (useParams()['*'] ?? '').replace(/\/$/, '');
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  return <RaceDayScreen path={path} />;
}
