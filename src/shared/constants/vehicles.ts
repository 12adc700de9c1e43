export const VEHICLE_STATUSES = ['Active', 'Inactive', 'Under Repair'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const DEFAULT_VEHICLE_STATUS: VehicleStatus = 'Active';
export const VEHICLE_SCALES = ['1:8', '1:10'] as const;
export type VehicleScale = (typeof VEHICLE_SCALES)[number];
export const VEHICLE_DRIVETRAINS = ['2WD', '4WD'] as const;
export type VehicleDrivetrain = (typeof VEHICLE_DRIVETRAINS)[number];
export const VEHICLE_POWERS = ['electric', 'nitro'] as const;
export type VehiclePower = (typeof VEHICLE_POWERS)[number];
/** A 1:10 stadium truck (T6, XT2, ET410) counts as a truggy: the class it races beside. */
export const VEHICLE_CLASSES = ['buggy', 'truggy', 'short course'] as const;
export type VehicleClassName = (typeof VEHICLE_CLASSES)[number];
