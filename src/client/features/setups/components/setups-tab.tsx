import type { User } from '../../../../shared/schemas/user';
import { ListEditorLayout } from '../../../components/setups/list-editor-layout';
import { useCars } from '../../../lib/resources/cars';
import type { SetupRecord } from '../../../lib/resources/setups';
import { ESC_KIND } from '../kinds/esc-kind';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { SHEET_KIND } from '../kinds/sheet-kind';
import { findCar } from '../lib/setup-display';
import { selectedId, useSetupSelection, useVehicleFilter } from '../lib/setup-selection';
import { useIncomingConflict } from '../lib/use-incoming-conflict';
import { ImportSetupFile } from './import-setup-file';
import { SetupEditor } from './setup-editor';

/** SPEC §2: one kind's list beside its editor, the selection and the filter held in the URL. */
function SetupsTab<S extends SetupRecord, V extends SetupBody>({
  kind,
  user,
}: {
  kind: SetupKind<S, V>;
  user: User;
}) {
  const setups = kind.useList();
  const cars = useCars();
  const { selection, select, closeEditor, hrefFor } = useSetupSelection(kind.tab);
  const [urlFilter, setFilter] = useVehicleFilter();
  const incoming = useIncomingConflict(kind.tab, select);

  const loading = setups.isPending || cars.isPending;
  const carList = cars.data ?? [];
  // A filter on a car no longer in the fleet reads as all vehicles.
  const filterCar = kind.filtersByCar && urlFilter !== 'all' ? findCar(carList, urlFilter) : undefined;
  const filter = filterCar ? filterCar.id : 'all';
  // SPEC §4: the filter works on the client, by rcCarId.
  const shown = (setups.data ?? []).filter((s) => filter === 'all' || s.rcCarId === filter);
  const id = selectedId(selection);
  const selected = id === undefined ? undefined : setups.data?.find((s) => s.id === id);
  const active = selection.mode === 'new' || id !== undefined;
  // A new setup starts on the vehicle the list is filtered to, else on the first car.
  const defaultCar = filterCar ?? carList[0];
  const close = () => select({ mode: 'none' });
  const List = kind.List;

  return (
    <ListEditorLayout
      active={active}
      activeKey={`${selection.mode}-${id ?? ''}`}
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
          onSelect={(setupId) => select({ mode: 'view', id: setupId })}
          onCreate={() => select({ mode: 'new' })}
          importAction={
            <ImportSetupFile
              kind={kind}
              cars={carList}
              onImported={(setupId) => select({ mode: 'view', id: setupId })}
            />
          }
        />
      }
      editor={
        <SetupEditor
          kind={kind}
          selection={selection}
          setup={selected}
          cars={carList}
          loading={loading}
          failed={setups.isError}
          user={user}
          defaultCar={defaultCar}
          onEdit={(setupId) => select({ mode: 'edit', id: setupId })}
          onSaved={(setupId) => select({ mode: 'edit', id: setupId }, true)}
          onSavedAsNew={(setupId) => select({ mode: 'edit', id: setupId })}
          onCloseEditor={closeEditor}
          incoming={selected && incoming.incomingFor(selected.id)}
          incomingKey={incoming.key}
          onIncomingTaken={incoming.taken}
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
