import { AuthPage } from '../features/auth/auth-page';

export default function AuthRoute() {
  return <AuthPage />;
}
