import { ResourcesPage } from '../features/resources';

export default function ResourcesRoute() {
  return <ResourcesPage />;
}
