import { ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export const MIN_ZOOM = 100;
export const MAX_ZOOM = 200;
const ZOOM_STEP = 25;

interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
  title: string;
  /** The button that opens it, given back focus when the viewer closes (see ui/dialog.tsx). */
  trigger?: ReactNode;
}

/**
 * A full-size look at an uploaded image (SPEC §4): the picture is drawn at 100% to 200% of the
 * viewer's width and scrolls inside it when zoomed, so details of a setup sheet scan can be read.
 */
export function ImageViewer({ open, onOpenChange, src, alt, title, trigger }: ImageViewerProps) {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const change = (delta: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z + delta)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Every opening starts at 100%.
        if (!next) setZoom(MIN_ZOOM);
        onOpenChange(next);
      }}
      title={title}
      className="max-w-4xl"
      trigger={trigger}
    >
      <div className="flex items-center justify-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => change(-ZOOM_STEP)}
        >
          <ZoomOut aria-hidden="true" className="size-5" />
        </Button>
        <output aria-live="polite" aria-label="Zoom level" className="w-14 text-center text-sm tabular-nums">
          {zoom}%
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => change(ZOOM_STEP)}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <section
        // Focusable so keyboard users can scroll the zoomed picture with the arrow keys (axe
        // scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={`${title}, zoomed to ${zoom}%`}
        className="max-h-[70dvh] overflow-auto rounded-md border border-border bg-muted"
      >
        <img src={src} alt={alt} style={{ width: `${zoom}%` }} className="block h-auto max-w-none" />
      </section>
    </Dialog>
  );
}
