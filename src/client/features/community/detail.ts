/** The community feature's detail, /public-setups/:id (routes/public-setup-detail.tsx, a lazy route of its own). */
export { usePublicSetup } from './api/use-public-setups';
export { SetupDetail } from './components/setup-detail';
export { setupTitle } from './lib/setup-display';
