/** Race day (issue 16): today's runs, Log a run, a run's page, a car's runs and compare runs. */
export { CarRunsPage } from './components/car-runs-page';
export { CompareRunsPage } from './components/compare-runs-page';
export { LogRunPage } from './components/log-run-page';
export { QueuedRunPage } from './components/queued-run-page';
export { RaceDayPage } from './components/race-day-page';
export { RunPage } from './components/run-page';
export { compareIds } from './lib/run-filters';
