import { PlaceholderPage } from './placeholder-page';

export default function TranspondersRoute() {
  return (
    <PlaceholderPage title="Transponders">
      Manage your race transponder numbers and assignments.
    </PlaceholderPage>
  );
}
