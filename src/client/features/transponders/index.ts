/** The transponders feature: the register shown on /fleet and /transponders. */
export { TransponderRegister } from './components/transponder-register';
