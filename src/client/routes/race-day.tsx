import { useParams, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import {
  CarRunsPage,
  CompareRunsPage,
  compareIds,
  LogRunPage,
  RaceDayPage,
  RunPage,
} from '../features/race-day';
import NotFound from './not-found';

/**
 * /race-day and below (signed in), matched here rather than in the router so the five screens add one
 * route to the entry chunk, not five: today's runs, Log a run (?car=3), a run (runs/:id), a car's runs
 * (cars/:carId) and compare (compare?runs=1,2,3).
 */
function RaceDayScreen({ path }: { path: string }) {
  const [params] = useSearchParams();
  if (path === '') return <RaceDayPage />;
  if (path === 'log') return <LogRunPage />;
  if (path === 'compare') return <CompareRunsPage ids={compareIds(params.get('runs'))} />;
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
