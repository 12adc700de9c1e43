import { PlaceholderPage } from './placeholder-page';

export default function ContactRoute() {
  return <PlaceholderPage title="Contact">Questions, corrections or ideas? Get in touch.</PlaceholderPage>;
}
