import { useDocumentTitle } from '../../../lib/use-document-title';
import { ExploreLinks } from './explore-links';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';

/** The signed-out home at '/' (DESIGN "Screens"): what the app does and where to go next. */
export function LandingPage() {
  // The product name alone, as index.html has it, so the title does not change once the app loads.
  useDocumentTitle();
  return (
    <div className="flex flex-col gap-10">
      <Hero />
      <ExploreLinks />
      <FeatureGrid />
    </div>
  );
}
