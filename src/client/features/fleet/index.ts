/** The fleet feature: the /fleet vehicle section and the dashboard's My Fleet card. */
export { FleetSection } from './components/fleet-section';
export { MyFleetCard } from './components/my-fleet-card';
