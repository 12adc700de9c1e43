/** Notices (issue 30): what arrived by itself, and notifications on this device. */
export { NoticesPage } from './components/notices-page';
export { PushCard } from './components/push-card';
