import { useParams } from 'react-router';
import { useAuth } from '../features/auth';
import { ClubPage, ClubsPage } from '../features/clubs';
import NotFound from './not-found';

/** /clubs and /clubs/:id (signed in): one route, so the two screens cost the entry one route entry. */
export default function ClubsRoute() {
  const { user } = useAuth();
  const path = (useParams()['*'] ?? '').replace(/\/$/, '');
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  if (path === '') return <ClubsPage />;
  const id = /^(\d{1,10})$/.exec(path)?.[1];
  if (id) return <ClubPage key={id} id={Number(id)} />;
  return <NotFound />;
}
