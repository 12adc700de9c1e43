/** The landing feature: the signed-out home at '/'. */
export { LandingPage } from './components/landing-page';
