import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth';
import { TransponderRegister } from '../features/transponders';
import { useDocumentTitle } from '../lib/use-document-title';

export default function TranspondersRoute() {
  useDocumentTitle('Transponders');
  const { user } = useAuth();
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  return (
    <>
      <PageHeading title="Transponders">Manage your race transponder numbers and assignments.</PageHeading>
      <TransponderRegister />
    </>
  );
}
