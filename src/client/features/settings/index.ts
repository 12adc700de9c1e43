export { SecurityQuestionsStep } from './components/security-questions-step';
export { SettingsPage } from './components/settings-page';
