/**
 * The AI tuning wizard: the Setup Tips card (which lazy-loads the dialog) and the dashboard card.
 * Nothing here imports the dialog statically, so the pages stay light.
 */
export { DashboardWizardCard } from './components/dashboard-wizard-card';
export { WizardCard } from './components/wizard-card';
