/** The ESC setups feature: the ESC Setups tab of /setup-sheets. */
export { EscSetupsTab } from './components/esc-setups-tab';
