/**
 * The community feature's list page, /public-setups. The detail has an entry of its own
 * (`./detail`), so the list a visitor lands on does not carry the detail's file viewer and copy form.
 */
export { CommunityPage } from './components/community-page';
