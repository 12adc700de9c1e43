import { ContactPage } from '../features/contact';

export default function ContactRoute() {
  return <ContactPage />;
}
