import { useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { ListEditorLayout } from '../../../components/setups/list-editor-layout';
import { useCars } from '../../../lib/resources/cars';
import type { SetupRecord } from '../../../lib/resources/setups';
import { ESC_KIND } from '../kinds/esc-kind';
import type { SetupBody, SetupKind, VehicleFilter } from '../kinds/setup-kind';
import { SHEET_KIND } from '../kinds/sheet-kind';
import { findCar } from '../lib/setup-display';
import { useSetupSelection } from '../lib/setup-selection';
import { SetupEditor } from './setup-editor';

/** SPEC §2: one kind's list beside its editor, the selection held in the URL. */
function SetupsTab<S extends SetupRecord, V extends SetupBody>({
  kind,
  user,
}: {
  kind: SetupKind<S, V>;
  user: User;
}) {
  const setups = kind.useList();
  const cars = useCars();
  const { selection, select, hrefFor } = useSetupSelection(kind.tab);
  const [filter, setFilter] = useState<VehicleFilter>('all');

  const loading = setups.isPending || cars.isPending;
  const carList = cars.data ?? [];
  // SPEC §4: the filter works on the client, by rcCarId.
  const shown = (setups.data ?? []).filter((s) => filter === 'all' || s.rcCarId === filter);
  const selected = selection.mode === 'edit' ? setups.data?.find((s) => s.id === selection.id) : undefined;
  const active = selection.mode === 'new' || selected !== undefined;
  // A new setup starts on the vehicle the list is filtered to, else on the first car.
  const defaultCar = (filter !== 'all' ? findCar(carList, filter) : undefined) ?? carList[0];
  const close = () => select({ mode: 'none' });
  const List = kind.List;

  return (
    <ListEditorLayout
      active={active}
      activeKey={selection.mode === 'edit' ? String(selection.id) : selection.mode}
      list={
        <List
          setups={shown}
          cars={carList}
          loading={loading}
          failed={setups.isError}
          filter={filter}
          onFilterChange={setFilter}
          selectedId={selected?.id}
          hrefFor={hrefFor}
          onSelect={(id) => select({ mode: 'edit', id })}
          onCreate={() => select({ mode: 'new' })}
        />
      }
      editor={
        <SetupEditor
          kind={kind}
          selection={selection}
          setup={selected}
          cars={carList}
          loading={loading}
          user={user}
          defaultCar={defaultCar}
          onSaved={(id) => select({ mode: 'edit', id }, true)}
          onClose={close}
        />
      }
    />
  );
}

/** SPEC §2 Car Setups: 'My Setup Sheets' and the sheet editor. */
export function CarSetupsTab({ user }: { user: User }) {
  return <SetupsTab kind={SHEET_KIND} user={user} />;
}

/** SPEC §2 ESC Setups: the ESC list and the ESC editor. */
export function EscSetupsTab({ user }: { user: User }) {
  return <SetupsTab kind={ESC_KIND} user={user} />;
}
