/** The manuals the power-side scenario rows cite, named once. */
export const HW_PUNCH = 'Hobbywing XR8 Pro manual: Programmable items, Punch';
export const HW_START = 'Hobbywing XR10 Pro manual: Programmable items, Start mode';
export const HW_NEUTRAL = 'Hobbywing XR10 Pro manual: Programmable items, Neutral range';
export const HW_BRAKE = 'Hobbywing XR8 Pro manual: Programmable items, Brake force';
export const HW_DRAG = 'Hobbywing XR10 Pro manual: Programmable items, Drag brake';
export const HW_CUTOFF = 'Hobbywing XR10 Pro manual: Programmable items, Cut-off voltage';
export const TEKNO_GEARING = 'Tekno EB48 2.2 manual: Gearing and motor temperature';
export const TEKNO_DIFFS = 'Tekno NB48 2.2 manual: Diff tuning';
export const XRAY_DIFFS = 'XRAY XB8 set-up book: Differentials';
export const OS_NEEDLES = 'O.S. Speed 21 engine manual: Needle adjustment';
export const OS_IDLE = 'O.S. Speed 21 engine manual: Idle adjustment';
export const RC8_CLUTCH = 'Team Associated RC8B4 manual: Clutch tuning';
export const RC8_GEARING = 'Team Associated RC8B4 manual: Gearing';
