import { ImageMinus, ImagePlus, LoaderCircle } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCarPhoto, useRemoveCarPhoto } from '../lib/use-car-mutations';

const carName = (car: Car) => `${car.manufacturer} ${car.model}`;

/**
 * The hidden image input behind a photo button, named "Photo of …"; cleared at once after each pick so
 * choosing the same file again still fires a change.
 */
function PhotoInput({
  car,
  input,
  choose,
}: {
  car: Car;
  input: RefObject<HTMLInputElement | null>;
  choose: (file: File) => unknown;
}) {
  return (
    <input
      ref={input}
      type="file"
      accept="image/*"
      hidden
      tabIndex={-1}
      aria-label={`Photo of ${carName(car)}`}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) void choose(file);
      }}
    />
  );
}

/**
 * A compact card's 'Add Photo' (SPEC §2): a camera-plus icon among the card's buttons, its full name
 * ("Add Photo for …", or 'Uploading...' while the photo is shrunk and sent) for screen readers and as
 * the pointer's tooltip.
 */
export function AddPhotoButton({ car }: { car: Car }) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, isUploading } = useCarPhoto(car.id);
  const label = isUploading ? 'Uploading...' : `Add Photo for ${carName(car)}`;
  return (
    <>
      <PhotoInput car={car} input={input} choose={choose} />
      <Button
        variant="ghost"
        size="icon-sm"
        title={label}
        disabled={isUploading}
        onClick={() => input.current?.click()}
      >
        {isUploading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-4" />
        )}
        <span className="sr-only">{label}</span>
      </Button>
    </>
  );
}

/**
 * A photo card's 'Replace' and 'Remove' (which asks first); the photo reads 'Uploading...' while a new
 * one is shrunk and sent. Visible words stay short so the row fits a phone; each button's full name
 * ("Replace photo of …") is there for screen readers.
 */
export function PhotoActions({ car }: { car: Car }) {
  const input = useRef<HTMLInputElement>(null);
  const { choose, isUploading } = useCarPhoto(car.id);
  const remove = useRemoveCarPhoto(car.id);
  const [confirming, setConfirming] = useState(false);
  const name = carName(car);
  const busy = isUploading || remove.isPending;
  return (
    <>
      <PhotoInput car={car} input={input} choose={choose} />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {isUploading ? 'Uploading...' : 'Replace'}
        <span className="sr-only"> photo of {name}</span>
      </Button>
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
    </>
  );
}
