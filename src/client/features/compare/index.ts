/** The compare feature: /compare, setups side by side with "Use this value" (issue 15). */
export { ComparePage } from './components/compare-page';
