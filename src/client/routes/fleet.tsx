import { useAuth } from '../features/auth';
import { FleetSection } from '../features/fleet';
import { TransponderRegister } from '../features/transponders';
import { TyreSetsSection } from '../features/tyres';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * SPEC §2 Fleet page: My RC Fleet, then the Transponder Register, then the tyre sets (issue 19):
 * a racer's equipment in one place, each a feature of its own, composed here.
 */
export default function FleetRoute() {
  useDocumentTitle('My RC Fleet');
  const { user } = useAuth();
  // SPEC §6: renders nothing unless signed in (RequireAuth has redirected already). Reading the auth
  // hook here also keeps React Query in the entry chunk: without a route-level import of it, rolldown
  // splits the shared query modules into an extra eagerly loaded chunk (~1 KiB gzip more on the entry).
  if (!user) return null;
  return (
    <div className="flex flex-col gap-10">
      <FleetSection />
      <TransponderRegister />
      <TyreSetsSection />
    </div>
  );
}
