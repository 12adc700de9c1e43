import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from './contact-details';
import { QuickActions } from './quick-actions';

/** SPEC §2 Contact (/contact). */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <>
      <PageHeading title="Contact">
        Questions, corrections to the setup guide or ideas for the app? Get in touch.
      </PageHeading>
      <div className="grid gap-6 md:grid-cols-2">
        <ContactDetails />
        <QuickActions />
      </div>
    </>
  );
}
