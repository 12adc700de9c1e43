/** The community feature: /public-setups and its detail (routes/public-setup-detail.tsx, a lazy route of its own). */
export { usePublicSetup } from './api/use-public-setups';
export { CommunityPage } from './components/community-page';
export { SetupDetail } from './components/setup-detail';
export { setupTitle } from './lib/setup-display';
