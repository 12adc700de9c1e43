import { GearingPage } from '../features/gearing';

export default function GearingRoute() {
  return <GearingPage />;
}
