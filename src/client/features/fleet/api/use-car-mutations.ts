import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarValues } from '../../../../shared/schemas/car';
import { useUpload } from '../../../components/files/use-upload';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { CARS_QUERY_KEY } from '../../../lib/resources/cars';
import { SETUP_SHEETS_QUERY_KEY } from '../../../lib/resources/setup-sheets';
import { refetchStorage } from '../../../lib/resources/storage';
import { TRANSPONDERS_QUERY_KEY } from '../../../lib/resources/transponders';
import { createCar, deleteCar, setCarPhoto, updateCar } from './car-api';

/**
 * SPEC §7: after a change the affected lists are fetched again. A car change also refetches the
 * register, whose Status column names cars and whose rows a deleted car leaves unassigned.
 */
function useRefetchFleet() {
  const queryClient = useQueryClient();
  return (alsoSetupSheets = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CARS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TRANSPONDERS_QUERY_KEY }),
      // A deleted car's sheets stay, car-less: the sheet list must not keep pointing at it.
      alsoSetupSheets && queryClient.invalidateQueries({ queryKey: SETUP_SHEETS_QUERY_KEY }),
      // A replaced photo, or a deleted car's, frees its storage.
      refetchStorage(queryClient),
    ]);
}

const failure = (title: string, error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });

/** Add (no car) or update (a car) from the vehicle dialog. */
export function useSaveCar(car: Car | undefined) {
  const refetch = useRefetchFleet();
  return useMutation<Car, Error, CarValues>({
    mutationFn: (values) => (car ? updateCar(car.id, values) : createCar(values)),
    onSuccess: () => {
      toast({
        title: 'Success',
        description: car ? 'Vehicle updated successfully' : 'Vehicle added successfully',
      });
      return refetch();
    },
    onError: (error) => failure(car ? 'Failed to update vehicle' : 'Failed to add vehicle', error),
  });
}

export function useDeleteCar() {
  const refetch = useRefetchFleet();
  return useMutation<void, Error, number>({
    mutationFn: deleteCar,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Vehicle deleted successfully' });
      return refetch(true);
    },
    onError: (error) => failure('Failed to delete vehicle', error),
  });
}

const PHOTO_FAILED = {
  title: 'Failed to upload image',
  description: 'There was a problem uploading your photo. Please try again.',
};

/** SPEC §4 "Vehicle photo": upload the file, then PATCH the car with its url; either failing is told. */
export function useCarPhoto(carId: number) {
  const refetch = useRefetchFleet();
  const { upload, isUploading } = useUpload({ successToast: false, failureToast: PHOTO_FAILED });
  const patch = useMutation<Car, Error, string>({
    mutationFn: (imageUrl) => setCarPhoto(carId, imageUrl),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Car image uploaded successfully' });
      return refetch();
    },
    onError: () => toast({ ...PHOTO_FAILED, variant: 'destructive' }),
  });

  const choose = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded) patch.mutate(uploaded.url);
  };

  return { choose, isUploading: isUploading || patch.isPending };
}
