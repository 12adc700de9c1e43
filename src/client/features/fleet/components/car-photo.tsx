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

/**
 * The card's picture, for a car with a photo (a car without one shows none: issue 33). A tap on the
 * photo (or Enter on its button) opens it large in the image viewer, zoomable. The button lies over
 * the photo rather than around it, so the picture stays an image to assistive technology, named by
 * the car. A photo that fails to load leaves one muted line, not an empty frame.
 */
export function CarPhoto({ car }: { car: Car }) {
  // Remembers which url failed, so a newly uploaded photo gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const url = car.imageUrl;
  const name = `${car.manufacturer} ${car.model}`;
  if (!url) return null;
  const shown = url !== failedUrl ? url : null;
  if (!shown)
    return (
      <p className="border-y border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
        Photo unavailable
      </p>
    );
  return (
    <div className="relative aspect-video max-h-64 w-full overflow-hidden border-y border-border">
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
    </div>
  );
}
