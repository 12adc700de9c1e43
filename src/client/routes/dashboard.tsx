import { PlaceholderPage } from './placeholder-page';

export default function DashboardRoute() {
  return (
    <PlaceholderPage title="Dashboard">
      Your fleet, setup sheets and tuning tools at a glance.
    </PlaceholderPage>
  );
}
