import type { Car, CarValues } from '../../../../shared/schemas/car';
import { apiRequest, readJson } from '../../../lib/api';

export async function createCar(values: CarValues): Promise<Car> {
  return readJson<Car>(await apiRequest('POST', '/api/cars', values));
}

export async function updateCar(id: number, values: CarValues): Promise<Car> {
  return readJson<Car>(await apiRequest('PUT', `/api/cars/${id}`, values));
}

/** Step two of a photo (SPEC §4): point the car at a file the racer has just uploaded. */
export async function setCarPhoto(id: number, imageUrl: string): Promise<Car> {
  return readJson<Car>(await apiRequest('PATCH', `/api/cars/${id}`, { imageUrl }));
}

export async function deleteCar(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/cars/${id}`);
}
