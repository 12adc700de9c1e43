import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { ImageViewer } from '../../../components/files/image-viewer';
import { uploadImageSources } from '../../../components/files/upload-image';

/**
 * How wide a card's photo is, following the fleet grid (fleet-section.tsx): one column inside the
 * page's 1rem padding, two from md with a 1rem gap, three from lg, at most 72rem of page.
 */
export const CAR_PHOTO_SIZES =
  '(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 64px) / 3), ' +
  '(min-width: 768px) calc((100vw - 48px) / 2), calc(100vw - 32px)';

/** A drawn off-road buggy on a muted panel, for a car without a photo (or whose photo is gone). */
function PhotoPlaceholder() {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-1 bg-muted text-muted-foreground">
      <svg
        viewBox="0 0 120 60"
        aria-hidden="true"
        className="w-1/2 max-w-40"
        fill="none"
        stroke="currentColor"
      >
        <path d="M14 38 L26 26 H54 L62 16 H84 L94 26 H106 L110 38 Z" strokeWidth="3" strokeLinejoin="round" />
        <path d="M82 16 L100 10 H112" strokeWidth="3" strokeLinecap="round" />
        <circle cx="30" cy="42" r="11" strokeWidth="4" />
        <circle cx="92" cy="42" r="11" strokeWidth="4" />
        <circle cx="30" cy="42" r="3" fill="currentColor" />
        <circle cx="92" cy="42" r="3" fill="currentColor" />
      </svg>
      <span className="text-sm">No photo yet</span>
    </div>
  );
}

/**
 * The card's picture: the car's photo when it loads, the drawing otherwise. A tap on the photo (or
 * Enter on its button) opens it large in the image viewer, zoomable. The button lies over the photo
 * rather than around it, so the picture stays an image to assistive technology, named by the car.
 */
export function CarPhoto({ car }: { car: Car }) {
  // Remembers which url failed, so a newly uploaded photo gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const url = car.imageUrl;
  const name = `${car.manufacturer} ${car.model}`;
  const shown = url && url !== failedUrl ? url : null;
  return (
    <div className="relative aspect-video w-full overflow-hidden border-y border-border">
      {shown ? (
        <>
          <img
            {...uploadImageSources(shown, CAR_PHOTO_SIZES)}
            alt={name}
            loading="lazy"
            decoding="async"
            onError={() => setFailedUrl(shown)}
            className="h-full w-full bg-muted object-cover"
          />
          <ImageViewer
            open={enlarged}
            onOpenChange={setEnlarged}
            src={shown}
            alt={`Photo of ${name}`}
            title={name}
            trigger={
              <button
                type="button"
                aria-label={`Enlarge photo of ${name}`}
                className="group absolute inset-0 flex cursor-zoom-in items-end justify-end p-2 focus-visible:outline-offset-[-4px]"
              >
                <span className="rounded-md bg-card/90 p-1.5 text-card-foreground shadow-sm group-hover:bg-card">
                  <Maximize2 aria-hidden="true" className="size-4" />
                </span>
              </button>
            }
          />
        </>
      ) : (
        <PhotoPlaceholder />
      )}
    </div>
  );
}
