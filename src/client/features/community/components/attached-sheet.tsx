import { ExternalLink, FileText } from 'lucide-react';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { FilePreview } from '../../../components/files/file-preview';
import { attachmentKind } from '../lib/setup-display';

/** The racer's own setup sheet: an image previewed (zoomable), a PDF opened in a new tab. */
export function AttachedSheet({ setup }: { setup: PublicSetup }) {
  const kind = attachmentKind(setup);
  if (!setup.fileUrl || !kind) return null;
  if (kind === 'image') {
    return <FilePreview url={setup.fileUrl} fileType={setup.fileType} fileName={setup.fileName} />;
  }
  return (
    <div className="flex items-center gap-3 rounded-md border border-border p-3">
      <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-0.5">
        {setup.fileName && <p className="truncate text-sm text-muted-foreground">{setup.fileName}</p>}
        <a
          href={setup.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          Open setup sheet (PDF)
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
