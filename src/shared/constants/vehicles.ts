export const VEHICLE_STATUSES = ['Active', 'Inactive', 'Under Repair'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const DEFAULT_VEHICLE_STATUS: VehicleStatus = 'Active';
export const VEHICLE_SCALES = ['1:8', '1:10'] as const;
export const VEHICLE_DRIVETRAINS = ['2WD', '4WD'] as const;
