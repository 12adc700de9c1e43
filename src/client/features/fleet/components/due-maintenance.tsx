import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';

/** Where a car's maintenance page is (issue 19): under the fleet, in its own chunk. */
export const maintenanceHref = (carId: number) => `/fleet/${carId}/maintenance`;

/**
 * "Due: Diff rebuild, Glow plug": the car's maintenance items at or past their life, as one pill
 * linking to the car's maintenance page. Nothing when none is due.
 */
export function DueMaintenance({ carId, due }: { carId: number; due: readonly MaintenanceItem[] }) {
  if (due.length === 0) return null;
  return (
    <Link
      to={maintenanceHref(carId)}
      className="inline-flex max-w-full items-center gap-1.5 self-start rounded-full border border-primary bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground hover:underline"
    >
      <Wrench aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="break-words">Due: {due.map((item) => item.name).join(', ')}</span>
    </Link>
  );
}
