import { useState } from 'react';
import type { Car } from '../../../shared/schemas/car';
import type { SetupKindName } from '../../../shared/setup-content';
import { useResourceMutation } from '../../lib/resources/mutations';
import { installOnCar } from '../../lib/resources/setup-install';
import type { SetupRecord } from '../../lib/resources/setups';
import { failureToast, successToast } from '../../lib/toasts';
import { Button } from '../ui/button';
import { InstallDialog } from './install-dialog';

/** A setup the button may install, with its kind. */
export interface InstallableSetup {
  kind: SetupKindName;
  setup: Pick<SetupRecord, 'id' | 'name' | 'isCurrentlyInstalled'>;
}

const GROUPS: Record<SetupKindName, string> = { 'setup-sheet': 'Setup sheets', 'esc-setup': 'ESC setups' };
const optionValueOf = ({ kind, setup }: InstallableSetup) => `${kind}:${setup.id}`;

interface InstallOnCarProps {
  car: Pick<Car, 'id' | 'manufacturer' | 'model'>;
  /** One setup (its read view), or the car's setups to choose from (the car card). */
  setups: readonly InstallableSetup[];
  /** Ask which setup even when there is one (the car card). */
  choose?: boolean;
  /** 'sm' in a card's lines; the read view's toolbar keeps its buttons' size. */
  size?: 'sm' | 'default';
}

/**
 * "Install on <car>" (issue 29, item 8): a button, a small dialog asking only for an optional note
 * (and, from the car card, which setup), then one write; a toast says it is done.
 */
export function InstallOnCar({ car, setups, choose = false, size = 'default' }: InstallOnCarProps) {
  const [open, setOpen] = useState(false);
  const carName = `${car.manufacturer} ${car.model}`;
  const install = useResourceMutation(installOnCar, {
    onSuccess: (saved) => successToast(`'${saved.name}' is installed on the ${carName}.`),
    onError: (error) => failureToast('Failed to install the setup', error),
  });
  const first = setups.find((s) => !s.setup.isCurrentlyInstalled) ?? setups[0];
  if (!first) return null;
  const choices = choose
    ? setups.map((s) => ({
        value: optionValueOf(s),
        label: s.setup.isCurrentlyInstalled ? `${s.setup.name} (installed)` : s.setup.name,
        group: GROUPS[s.kind],
      }))
    : undefined;
  return (
    <>
      {/* A car named without a space would stretch this one-line button past the screen: it ends in '…'. */}
      <Button variant="secondary" size={size} className="max-w-full" onClick={() => setOpen(true)}>
        <span className="min-w-0 truncate">Install on {carName}</span>
      </Button>
      <InstallDialog
        open={open}
        onOpenChange={(next) => !install.isPending && setOpen(next)}
        carName={carName}
        setupName={choose ? undefined : first.setup.name}
        choices={choices}
        initialChoice={optionValueOf(first)}
        pending={install.isPending}
        onInstall={(note, choice) => {
          const chosen = setups.find((s) => optionValueOf(s) === choice) ?? first;
          install.mutate(
            { kind: chosen.kind, id: chosen.setup.id, rcCarId: car.id, note },
            { onSuccess: () => setOpen(false) },
          );
        }}
      />
    </>
  );
}
