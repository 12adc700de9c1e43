import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import { InstallOnCar } from '../../../components/setups/install-on-car';
import { useEscSetups } from '../../../lib/resources/esc-setups';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';
import { installedOn } from '../../../lib/resources/setups';

/**
 * Where each installed setup opens: the sheet to read with the list filtered to its car (a new setup
 * from there starts on it), or the ESC setup on its own tab.
 */
export const sheetHref = (sheet: Pick<SetupSheet, 'id' | 'rcCarId'>) =>
  `/setup-sheets?selected=${sheet.id}&car=${sheet.rcCarId}`;
export const escHref = (esc: Pick<EscSetup, 'id'>) => `/setup-sheets?tab=esc&id=${esc.id}`;

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

export interface InstalledSetups {
  sheet: SetupSheet | undefined;
  esc: EscSetup | undefined;
}

/**
 * The setup sheet and ESC setup installed on each car. Until a list answers (or if it fails) a car
 * simply has none of that kind installed.
 */
export function useInstalledSetups(): (carId: number) => InstalledSetups {
  const sheets = useSetupSheets();
  const escSetups = useEscSetups();
  return (carId) => ({ sheet: installedOn(sheets.data, carId), esc: installedOn(escSetups.data, carId) });
}

/** A nitro car has no ESC: saying "none installed" on it would be noise. */
const mayHaveEsc = (car: Car) => inferVehicleFacts(car).power !== 'nitro';

/** The car card's "ESC Setup:" line (SPEC §2 lists the sheet; issue 14 adds the ESC setup). */
export function InstalledEscLine({ car, esc }: { car: Car; esc: EscSetup | undefined }) {
  if (!esc && !mayHaveEsc(car)) return null;
  return (
    <div>
      <dt className="inline font-medium">ESC Setup: </dt>
      <dd className="inline">
        {esc ? (
          <Link to={escHref(esc)} className={LINK}>
            {esc.name}
          </Link>
        ) : (
          <span className="text-muted-foreground">No ESC setup installed</span>
        )}
      </dd>
    </div>
  );
}

/** The dashboard's line under a car: what is installed on it, each a link; nothing when none is. */
export function InstalledLinks({ sheet, esc }: InstalledSetups) {
  const links = [
    sheet && { label: 'Setup', name: sheet.name, href: sheetHref(sheet) },
    esc && { label: 'ESC', name: esc.name, href: escHref(esc) },
  ].filter((link) => !!link);
  if (links.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm">
      {links.map((link) => (
        <span key={link.label} className="min-w-0 break-words">
          <span className="text-muted-foreground">{link.label}: </span>
          <Link to={link.href} className={LINK}>
            {link.name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The car card's "Install on <car>" (issue 29): the car's setup sheets and ESC setups to choose
 * from; nothing when it has none.
 */
export function InstallOnCarLine({ car }: { car: Car }) {
  const sheets = useSetupSheets();
  const escSetups = useEscSetups();
  const setups = [
    ...(sheets.data ?? [])
      .filter((s) => s.rcCarId === car.id)
      .map((setup) => ({ kind: 'setup-sheet' as const, setup })),
    ...(escSetups.data ?? [])
      .filter((s) => s.rcCarId === car.id)
      .map((setup) => ({ kind: 'esc-setup' as const, setup })),
  ];
  if (setups.length === 0) return null;
  return (
    <div>
      <InstallOnCar car={car} setups={setups} choose size="sm" />
    </div>
  );
}
