import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ManufacturerGrid } from './manufacturer-grid';
import { ResourceList } from './resource-list';
import { ToolList } from './tool-list';

/** SPEC §2 Resources (/resources): the app's tools, the resource list, then the manufacturer grid. */
export function ResourcesPage() {
  useDocumentTitle('Resources');
  return (
    <>
      <PageHeading title="Resources">
        Setup guides, forums and manufacturer sites. Links to other sites open in a new tab.
      </PageHeading>
      <div className="flex flex-col gap-8">
        <ToolList />
        <ResourceList />
        <ManufacturerGrid />
      </div>
    </>
  );
}
