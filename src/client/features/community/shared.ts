/** A setup opened from a share link, /s/:slug (routes/shared-setup.tsx, a lazy route of its own). */

export { SharedSetupDetail } from './components/shared-setup-detail';
