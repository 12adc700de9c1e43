/**
 * The auth feature's eager public surface (provider and hook, needed by the app shell).
 * The page lives behind its own entry, ./auth-page, so its forms stay in the lazy /auth chunk.
 */

export { type AuthContextValue, AuthProvider, useAuth } from './components/auth-provider';
