/** The resources feature: /resources (SPEC §2 Resources, §3 link lists). */
export { ResourcesPage } from './components/resources-page';
