import { AERO } from './aero';
import { CHASSIS_DRIVETRAIN } from './chassis-drivetrain';
import { FRONT_END } from './front-end';
import { NITRO_MOTOR } from './nitro-motor';
import { REAR_END } from './rear-end';
import type { GuideTab } from './types';

/** The RC Setup Guide's text, tab by tab, in SPEC §2 order. */
export const GUIDE_TABS: GuideTab[] = [FRONT_END, REAR_END, CHASSIS_DRIVETRAIN, AERO, NITRO_MOTOR];
