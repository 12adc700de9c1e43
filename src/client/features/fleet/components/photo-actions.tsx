import { ImageMinus, ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCarPhoto, useRemoveCarPhoto } from '../lib/use-car-mutations';

/**
 * A card's photo buttons: 'Add Photo' for a car without one; 'Replace' and 'Remove' (which asks
 * first) for a car with one. The file input is hidden behind the button; the photo reads
 * 'Uploading...' while it is shrunk and sent. Visible words stay short so the row fits a phone;
 * each button's full name ("Replace photo of …") is there for screen readers.
 */
export function PhotoActions({ car }: { car: Car }) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, isUploading } = useCarPhoto(car.id);
  const remove = useRemoveCarPhoto(car.id);
  const [confirming, setConfirming] = useState(false);
  const name = `${car.manufacturer} ${car.model}`;
  const hasPhoto = car.imageUrl !== null;
  const busy = isUploading || remove.isPending;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label={`Photo of ${name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared at once so picking the same file again still fires a change.
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {isUploading ? 'Uploading...' : hasPhoto ? 'Replace' : 'Add Photo'}
        <span className="sr-only">{hasPhoto ? ` photo of ${name}` : ` for ${name}`}</span>
      </Button>
      {hasPhoto && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm" disabled={busy}>
              <ImageMinus aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> photo of {name}</span>
            </Button>
          }
          title="Remove this photo?"
          description={`The photo of ${name} is taken off its card. The car, its setups and transponders stay as they are.`}
          confirmLabel="Remove Photo"
          pendingLabel="Removing..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate(null, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
}
