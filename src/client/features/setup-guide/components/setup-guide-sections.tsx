import { FundamentalsCard } from './fundamentals-card';
import { QuickReferenceCard } from './quick-reference-card';
import { SetupGuideCard } from './setup-guide-card';

/** The static part of /setup-tips, in SPEC §2 order: quick reference, the guide, the fundamentals. */
export function SetupGuideSections() {
  return (
    <>
      <QuickReferenceCard />
      <SetupGuideCard />
      <FundamentalsCard />
    </>
  );
}
