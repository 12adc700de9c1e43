/** The setup-sheets feature: the Car Setups tab of /setup-sheets (list, editor, sharing). */
export { CarSetupsTab } from './components/car-setups-tab';
