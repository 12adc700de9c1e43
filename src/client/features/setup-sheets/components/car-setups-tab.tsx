import { useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { ListEditorLayout } from '../../../components/setups/list-editor-layout';
import { useCars } from '../../../lib/resources/cars';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';
import { findCar } from '../lib/sheet-display';
import { selectionHref, useSheetSelection } from '../lib/use-sheet-selection';
import { SheetEditor } from './sheet-editor';
import { SheetList, type VehicleFilter } from './sheet-list';

/** SPEC §2 Car Setups: 'My Setup Sheets' beside the editor, the selection held in the URL. */
export function CarSetupsTab({ user }: { user: User }) {
  const sheets = useSetupSheets();
  const cars = useCars();
  const { selection, select, params } = useSheetSelection();
  const [filter, setFilter] = useState<VehicleFilter>('all');

  const loading = sheets.isPending || cars.isPending;
  const carList = cars.data ?? [];
  // SPEC §4: the filter works on the client, by rcCarId.
  const shown = (sheets.data ?? []).filter((s) => filter === 'all' || s.rcCarId === filter);
  const selected = selection.mode === 'edit' ? sheets.data?.find((s) => s.id === selection.id) : undefined;
  const active = selection.mode === 'new' || selected !== undefined;
  // A new sheet starts on the vehicle the list is filtered to, else on the first car.
  const defaultCar = (filter !== 'all' ? findCar(carList, filter) : undefined) ?? carList[0];
  const close = () => select({ mode: 'none' });

  return (
    <ListEditorLayout
      active={active}
      activeKey={selection.mode === 'edit' ? String(selection.id) : selection.mode}
      list={
        <SheetList
          sheets={shown}
          cars={carList}
          loading={loading}
          failed={sheets.isError}
          filter={filter}
          onFilterChange={setFilter}
          selectedId={selected?.id}
          hrefFor={(id) => selectionHref(params, id)}
          onCreate={() => select({ mode: 'new' })}
        />
      }
      editor={
        <SheetEditor
          selection={selection}
          sheet={selected}
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
