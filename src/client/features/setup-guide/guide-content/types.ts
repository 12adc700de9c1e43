/** Every advice topic SPEC §2 requires in the RC Setup Guide; a test checks each one is covered. */
export const TOPIC_IDS = [
  'shock-oil',
  'pistons',
  'springs',
  'sway-bars',
  'camber',
  'toe',
  'shock-mounting',
  'ackermann',
  'caster',
  'roll-centre',
  'kick-up',
  'anti-squat',
  'diffs',
  'slipper-clutch',
  'wheelbase',
  'battery-position',
  'ride-height',
  'wings',
  'wickerbill',
  'engine-temperature',
  'fuel-mixture',
  'air-filter',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** One setting moved one way, and what the car does in response. */
export interface AdviceEffect {
  change: string;
  effect: string;
}

export interface AdviceTopic {
  id: TopicId;
  title: string;
  /** What the setting is and where it is adjusted. */
  what: string;
  effects: AdviceEffect[];
  tip?: string;
}

export const GUIDE_TAB_VALUES = [
  'front-end',
  'rear-end',
  'chassis-drivetrain',
  'aero',
  'nitro-motor',
] as const;
export type GuideTabValue = (typeof GUIDE_TAB_VALUES)[number];

export interface GuideTab {
  value: GuideTabValue;
  label: string;
  intro: string;
  topics: AdviceTopic[];
}

/** A titled block of short text items (Quick Setup Reference sections, principles, fundamentals). */
export interface ReferenceItem {
  title: string;
  text: string;
}
