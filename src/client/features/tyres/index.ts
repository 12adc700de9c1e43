/** The tyres feature (issue 19): a racer's tyre sets, shown on /fleet. */
export { TyreSetsSection } from './components/tyre-sets-section';
