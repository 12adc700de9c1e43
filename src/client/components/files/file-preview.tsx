import { ExternalLink as ExternalLinkIcon, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/external-link';
import { Spinner } from '../ui/spinner';
import { ImageViewer } from './image-viewer';
import { uploadImageSources } from './upload-image';
import { useFileExists } from './use-file-exists';

/**
 * The preview is at most 16rem high, so on a wide screen it is at most about 400 px wide (a photo
 * taken across); on a phone it spans the card, inside the dialog's and the card's padding.
 */
const PREVIEW_SIZES = '(min-width: 640px) 400px, calc(100vw - 64px)';

interface FilePreviewProps {
  /** '/uploads/<name>' as POST /api/upload answered. */
  url: string;
  /** The stored MIME type; without it a '.pdf' ending decides. */
  fileType?: string | null;
  /** The name the racer knows the file by (the original file name). */
  fileName?: string | null;
  /** What the PDF's link says. */
  pdfLinkLabel?: string;
  className?: string;
}

export function isPdf(url: string, fileType?: string | null): boolean {
  if (fileType) return fileType === 'application/pdf';
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? '');
}

function Unavailable({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-32 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-muted p-4 text-sm text-muted-foreground',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      <p>{text}</p>
    </div>
  );
}

/**
 * An attached file as SPEC §4 shows it: checked for existence first (it may have been removed), then
 * an image that opens the zoomable viewer, or a PDF card whose link opens it in a new tab.
 */
export function FilePreview({
  url,
  fileType,
  fileName,
  pdfLinkLabel = 'Open PDF',
  className,
}: FilePreviewProps) {
  const check = useFileExists(url);
  const [broken, setBroken] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const pdf = isPdf(url, fileType);
  const label = fileName || (pdf ? 'Attached PDF' : 'Attached image');

  if (check.isLoading) return <Spinner label="Checking file" className={cn('min-h-32', className)} />;
  if (check.data !== true) {
    return <Unavailable text={pdf ? 'File unavailable' : 'Image not available'} className={className} />;
  }

  if (pdf) {
    return (
      <div className={cn('flex items-center gap-3 rounded-md border border-border bg-card p-4', className)}>
        <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate font-medium">{label}</p>
          <ExternalLink
            href={url}
            className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {pdfLinkLabel}
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
          </ExternalLink>
        </div>
      </div>
    );
  }

  if (broken) return <Unavailable text="Image not available" className={className} />;
  // The thumbnail is the viewer's trigger, so closing the viewer puts focus back on it.
  return (
    <ImageViewer
      open={viewerOpen}
      onOpenChange={setViewerOpen}
      src={url}
      alt={label}
      title={label}
      trigger={
        <button
          type="button"
          className={cn('block overflow-hidden rounded-md border border-border bg-muted', className)}
          aria-label={`View ${label} full size`}
        >
          <img
            {...uploadImageSources(url, PREVIEW_SIZES)}
            alt=""
            decoding="async"
            onError={() => setBroken(true)}
            className="h-auto max-h-64 w-full object-contain"
          />
        </button>
      }
    />
  );
}
