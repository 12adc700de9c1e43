/** The community feature's detail, /public-setups/:id (routes/public-setup-detail.tsx, a lazy route of its own). */

export { SetupDetail } from './components/setup-detail';
export { setupTitle } from './lib/setup-display';
export { usePublicSetup } from './lib/use-public-setups';
