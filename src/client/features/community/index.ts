/** The community feature: /public-setups (its detail, ./detail-page, is a lazy route of its own). */
export { CommunityPage } from './components/community-page';
