import { PlaceholderPage } from './placeholder-page';

export default function FleetRoute() {
  return <PlaceholderPage title="My RC Fleet">Your vehicles and the transponder register.</PlaceholderPage>;
}
