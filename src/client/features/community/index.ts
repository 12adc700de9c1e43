/** The community feature: /public-setups (its detail, ./detail-page, is a lazy route of its own). */
export { PUBLIC_SETUPS_QUERY_KEY } from './api/use-public-setups';
export { CommunityPage } from './components/community-page';
