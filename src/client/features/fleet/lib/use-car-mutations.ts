import type { Car } from '../../../../shared/schemas/car';
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

/** SPEC §4 "Vehicle photo": upload the file, then PATCH the car with its url; either failing is told. */
export function useCarPhoto(carId: number) {
  const { upload, isUploading } = useUpload({ successToast: false, failureToast: PHOTO_FAILED });
  const patch = useResourceMutation(carMutations.setPhoto(carId), {
    onSuccess: () => successToast('Car image uploaded successfully'),
    onError: () => toast({ ...PHOTO_FAILED, variant: 'destructive' }),
  });

  const choose = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded) patch.mutate(uploaded.url);
  };

  return { choose, isUploading: isUploading || patch.isPending };
}
