import { PlaceholderPage } from './placeholder-page';

export default function PublicSetupsRoute() {
  return <PlaceholderPage title="Community Setups">Setup sheets shared by other racers.</PlaceholderPage>;
}
