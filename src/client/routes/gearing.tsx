import { useAuth } from '../features/auth';
import { GearingPage } from '../features/gearing';

/** Public; signed in, the calculator also reads and writes the racer's setup sheets (issue 19 item 2). */
export default function GearingRoute() {
  const { user } = useAuth();
  return <GearingPage signedIn={user !== null} />;
}
