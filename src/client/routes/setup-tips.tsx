import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth';
import { ErrorReportLink, SetupGuideSections } from '../features/setup-guide';
import { WizardCard } from '../features/tuning-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

/** SPEC §2 Setup guide: error-report link, AI wizard card, quick reference, guide, fundamentals, link. */
export default function SetupTipsRoute() {
  useDocumentTitle('Setup Tips');
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeading title="Setup Tips">
          Setup advice for 1:10 and 1:8 off-road cars, and the AI tuning wizard.
        </PageHeading>
        <ErrorReportLink />
      </div>
      <WizardCard signedIn={user !== null} />
      <SetupGuideSections />
      <ErrorReportLink />
    </div>
  );
}
