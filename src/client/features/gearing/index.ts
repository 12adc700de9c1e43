/** The gearing feature: /tools/gearing (issue 19 item 1), the calculator reusable by a setup sheet. */
export { GearingCalculator } from './components/gearing-calculator';
export { GearingPage } from './components/gearing-page';
export { defaultValues, valuesFromQuery } from './gearing-values';
