/**
 * The setups feature: both tabs of /setup-sheets (car setup sheets with sharing, and ESC setups), one
 * editor model whose per-kind differences are data (kinds/), and the page's tab and selection in the URL.
 */
export { LeaveGuard } from './components/leave-guard';
export { CarSetupsTab, EscSetupsTab } from './components/setups-tab';
export { useSetupTab } from './lib/setup-selection';
