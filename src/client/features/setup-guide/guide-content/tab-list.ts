import type { GuideTabValue } from './types';

/**
 * The guide's tabs without their text: the card draws its tab bar from this while the guide text and
 * drawings (their own chunk) are still loading.
 */
export const GUIDE_TAB_LIST = [
  { value: 'front-end', label: 'Front End' },
  { value: 'rear-end', label: 'Rear End' },
  { value: 'chassis-drivetrain', label: 'Chassis & Drivetrain' },
  { value: 'aero', label: 'Aero' },
  { value: 'nitro-motor', label: 'Nitro Motor' },
] as const satisfies readonly { value: GuideTabValue; label: string }[];

/** SPEC §2: Front End (tab key 'front-end') is open by default. */
export const DEFAULT_GUIDE_TAB: GuideTabValue = 'front-end';

/** A tab's key and label, for the content files. */
export function tabMeta(value: GuideTabValue) {
  const tab = GUIDE_TAB_LIST.find((t) => t.value === value);
  if (!tab) throw new Error(`Unknown guide tab ${value}`);
  return { value: tab.value, label: tab.label };
}
