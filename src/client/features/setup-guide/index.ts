/** The setup guide feature: the static content of /setup-tips (SPEC §2 'Setup guide'). */
export { ErrorReportLink } from './components/error-report-link';
export { SetupGuideSections } from './components/setup-guide-sections';
