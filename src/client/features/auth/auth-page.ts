/** Lazy entry of the auth feature: imported only by the /auth route chunk. */
export { AuthPage } from './components/auth-page';
