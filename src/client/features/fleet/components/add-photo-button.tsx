import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { useCarPhoto } from '../lib/use-car-mutations';

/** 'Add Photo': a hidden image-only file input behind a button that reads 'Uploading...' meanwhile. */
export function AddPhotoButton({ car }: { car: Car }) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, isUploading } = useCarPhoto(car.id);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label={`Photo of ${car.manufacturer} ${car.model}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared at once so picking the same file again still fires a change.
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={isUploading} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {isUploading ? 'Uploading...' : 'Add Photo'}
        <span className="sr-only">
          {' '}
          for {car.manufacturer} {car.model}
        </span>
      </Button>
    </>
  );
}
