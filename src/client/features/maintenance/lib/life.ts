import type { LifeUnit, MaintenanceItem } from '../../../../shared/schemas/maintenance';

const UNIT_NAMES: Record<LifeUnit, [string, string]> = {
  runs: ['run', 'runs'],
  minutes: ['minute', 'minutes'],
  tanks: ['tank', 'tanks'],
};

/** "1 run", "12.5 minutes". */
export const amountOf = (value: number, unit: LifeUnit) =>
  `${value} ${UNIT_NAMES[unit][value === 1 ? 0 : 1]}`;

/** "12 of 20 runs": the item's usage against its life. */
export const usageLine = (item: Pick<MaintenanceItem, 'usage' | 'lifeAmount' | 'lifeUnit'>) =>
  `${item.usage} of ${amountOf(item.lifeAmount, item.lifeUnit)}`;
