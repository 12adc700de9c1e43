import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { FilePreview } from '../../../components/files/file-preview';
import { attachmentKind } from '../lib/setup-display';

/** The racer's own setup sheet: an image previewed (zoomable), a PDF opened in a new tab. */
export function AttachedSheet({ setup }: { setup: PublicSetup }) {
  if (!setup.fileUrl || !attachmentKind(setup)) return null;
  return (
    <FilePreview
      url={setup.fileUrl}
      fileType={setup.fileType}
      fileName={setup.fileName}
      pdfLinkLabel="Open setup sheet (PDF)"
    />
  );
}
