import { PlaceholderPage } from './placeholder-page';

export default function SetupSheetsRoute() {
  return <PlaceholderPage title="Setup Sheets">Car setups and ESC setups for every vehicle.</PlaceholderPage>;
}
