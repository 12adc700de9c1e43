import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { shrinkImage } from '../../../components/files/shrink-image';
import { useUpload } from '../../../components/files/use-upload';
import { toast } from '../../../components/ui/use-toast';
import { carMutations } from '../../../lib/resources/cars';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { failureToast, successToast } from '../../../lib/toasts';

/** Add (no car) or update (a car) from the vehicle dialog. */
export function useSaveCar(car: Car | undefined) {
  return useResourceMutation(car ? carMutations.update(car.id) : carMutations.create, {
    onSuccess: () => successToast(car ? 'Vehicle updated successfully' : 'Vehicle added successfully'),
    onError: (error) => failureToast(car ? 'Failed to update vehicle' : 'Failed to add vehicle', error),
  });
}

export function useDeleteCar() {
  return useResourceMutation(carMutations.remove, {
    onSuccess: () => successToast('Vehicle deleted successfully'),
    onError: (error) => failureToast('Failed to delete vehicle', error),
  });
}

const PHOTO_FAILED = {
  title: 'Failed to upload image',
  description: 'There was a problem uploading your photo. Please try again.',
};

/**
 * SPEC §4 "Vehicle photo": shrink a large phone photo in the browser (components/files/shrink-image.ts),
 * upload it, then PATCH the car with its url; either failing is told. A new photo replaces the old one.
 */
export function useCarPhoto(carId: number) {
  const [preparing, setPreparing] = useState(false);
  const { upload, isUploading } = useUpload({ successToast: false, failureToast: PHOTO_FAILED });
  const patch = useResourceMutation(carMutations.setPhoto(carId), {
    onSuccess: () => successToast('Car image uploaded successfully'),
    onError: () => toast({ ...PHOTO_FAILED, variant: 'destructive' }),
  });

  const choose = async (file: File) => {
    setPreparing(true);
    let ready: File;
    try {
      ready = await shrinkImage(file);
    } finally {
      setPreparing(false);
    }
    const uploaded = await upload(ready);
    if (uploaded) patch.mutate(uploaded.url);
  };

  return { choose, isUploading: preparing || isUploading || patch.isPending };
}

/** Takes the photo off the car; the housekeeping sweep deletes the file once nothing names it. */
export function useRemoveCarPhoto(carId: number) {
  return useResourceMutation(carMutations.setPhoto(carId), {
    onSuccess: () => successToast('Photo removed'),
    onError: (error) => failureToast('Failed to remove photo', error),
  });
}
