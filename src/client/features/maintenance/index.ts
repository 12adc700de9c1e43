/** The maintenance feature (issue 19): a car's maintenance page, loaded in its own chunk from /fleet. */
export { CarMaintenancePage } from './components/car-maintenance-page';
