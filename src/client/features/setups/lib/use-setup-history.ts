import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import type { RecordNames } from '../../../../shared/setup-values';
import { escSetups } from '../../../lib/resources/esc-setups';
import { loadedVersions, versionsQuery } from '../../../lib/resources/setup-versions';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf } from './history';
import { carName, findCar } from './setup-display';

/**
 * A setup's versions and the names its ids stand for (the racer's cars and, for a car sheet, ESC
 * setups: lists the setups page already holds). `enabled: false` until the racer asks to see it.
 */
export function useSetupHistory(kind: { tab: SetupTab }, id: number, cars: readonly Car[], enabled = true) {
  // The pages loaded so far as one list, newest first; `hasNextPage` says older ones exist.
  const versions = useInfiniteQuery({
    ...versionsQuery(contentKindOf(kind), id),
    enabled,
    select: loadedVersions,
  });
  const esc = useQuery({ ...escSetups.listQuery, enabled: enabled && kind.tab === 'car' });
  const names = useMemo<RecordNames>(
    () => ({
      car: (carId) => {
        const car = findCar(cars, carId);
        return car && carName(car);
      },
      escSetup: (escId) => esc.data?.find((e) => e.id === escId)?.name,
    }),
    [cars, esc.data],
  );
  return { versions, names };
}
