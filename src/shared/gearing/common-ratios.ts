import type { GearingClass } from './classes';

/**
 * Internal and diff ratios a racer may pick instead of typing one (issue 19 item 1). The rule is
 * strict: a value goes in only with the maker's manual it was checked against, cited in `source`
 * (document and page). None has been checked yet (the manuals were not at hand when this was
 * written, see docs/decisions/setups-and-history.md#gearing-and-rollout-calculator-issue-19-item-1),
 * so the list is empty and the page shows no picker; add rows as
 * they are verified and the picker appears.
 */
export interface CommonRatio {
  gearingClass: GearingClass;
  /** What the racer picks: 'Team Associated B6.4 (standard gearbox)'. */
  label: string;
  ratio: number;
  /** The manual that states it: title, edition and page. */
  source: string;
}

export const COMMON_RATIOS: readonly CommonRatio[] = [];
