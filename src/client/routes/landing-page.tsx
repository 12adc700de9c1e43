/** '/' for signed-out visitors; home.tsx chooses between this and the dashboard. */
export { LandingPage } from '../features/landing';
