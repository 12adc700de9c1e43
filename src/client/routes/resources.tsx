import { PlaceholderPage } from './placeholder-page';

export default function ResourcesRoute() {
  return (
    <PlaceholderPage title="Resources">Setup and tuning resources, and manufacturer links.</PlaceholderPage>
  );
}
