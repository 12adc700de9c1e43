/** The dashboard's own cards; the route composes them with the fleet's and the wizard's. */
export { LastRaceDayCard } from './components/last-race-day-card';
export { QuickAccessCard } from './components/quick-access-card';
export { RecentSheetsCard } from './components/recent-sheets-card';
export { SetupTipsCard } from './components/setup-tips-card';
