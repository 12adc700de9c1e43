/**
 * The gearing classes of issue 19. Every class turns the motor (or engine) into wheel turns the same
 * way, spur ÷ pinion × a second ratio; what differs is what the racer calls each part and what makes
 * the revs (a motor's KV and pack voltage, or an engine's rpm).
 */
export const GEARING_CLASSES = ['1:10-electric', '1:8-electric', '1:8-nitro'] as const;
export type GearingClass = (typeof GEARING_CLASSES)[number];

export interface GearingClassInfo {
  label: string;
  /** The small gear on the motor, or the clutch bell on a nitro engine. */
  pinion: string;
  /** The gearbox's internal (transmission) ratio on 1:10, the diff's ring ÷ pinion on 1:8. */
  ratio: string;
  revs: 'motor' | 'engine';
}

export const GEARING_CLASS_INFO: Record<GearingClass, GearingClassInfo> = {
  '1:10-electric': {
    label: '1:10 electric (2WD and 4WD)',
    pinion: 'Pinion',
    ratio: 'Internal ratio',
    revs: 'motor',
  },
  '1:8-electric': { label: '1:8 electric', pinion: 'Motor pinion', ratio: 'Diff ratio', revs: 'motor' },
  '1:8-nitro': { label: '1:8 nitro', pinion: 'Clutch bell', ratio: 'Diff ratio', revs: 'engine' },
};

export const isGearingClass = (value: unknown): value is GearingClass =>
  (GEARING_CLASSES as readonly unknown[]).includes(value);
