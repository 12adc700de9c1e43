import { PlaceholderPage } from './placeholder-page';

export default function SetupTipsRoute() {
  return (
    <PlaceholderPage title="RC Setup Guide" docTitle="Setup Tips">
      Setup advice for 1:10 and 1:8 off-road cars, and the AI tuning wizard.
    </PlaceholderPage>
  );
}
