import { Plus } from 'lucide-react';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/spinner';
import { useTouchPress } from '../../../lib/use-touch-press';
import type { SetupListProps } from '../kinds/setup-kind';
import { carName, vehicleLine } from '../lib/setup-display';
import { ListFailed } from './list-entry';
import { SheetCard } from './sheet-card';

function Placeholders() {
  return (
    <LoadingState>
      <p role="status" className="sr-only">
        Loading setup sheets
      </p>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex flex-col gap-2 rounded-lg border border-border p-4">
            <span className="h-5 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <span className="h-4 w-1/2 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <span className="h-12 w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}

/** SPEC §2 'My Setup Sheets': create, filter by vehicle, and the cards (or their placeholders). */
export function SheetList(props: SetupListProps<SetupSheet>) {
  const {
    setups: sheets,
    cars,
    loading,
    failed,
    filter,
    onFilterChange,
    selectedId,
    hrefFor,
    onCreate,
    importAction,
  } = props;
  // SPEC §9: a finger scrolling past the button must not open a new sheet by accident.
  const press = useTouchPress(onCreate);
  return (
    <Card aria-labelledby="my-setup-sheets-title">
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="my-setup-sheets-title">My Setup Sheets</CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" {...press}>
              <Plus aria-hidden="true" className="size-4" />
              Create New Setup
            </Button>
            {importAction}
          </div>
        </div>
        <SelectField
          label="Filter by Vehicle"
          value={String(filter)}
          onChange={(e) => onFilterChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">All Vehicles</option>
          {cars.map((car) => (
            <option key={car.id} value={car.id}>
              {carName(car)}
            </option>
          ))}
        </SelectField>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Placeholders />
        ) : failed ? (
          <ListFailed>Failed to load setup sheets</ListFailed>
        ) : sheets.length === 0 ? (
          <div className="flex flex-col gap-1 rounded-lg border border-dashed border-border p-6 text-center">
            <p className="font-medium">No setup sheets found</p>
            {filter !== 'all' && (
              <p className="text-sm text-muted-foreground">
                Try changing the filter or adding a new setup sheet
              </p>
            )}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {sheets.map((sheet, index) => (
              <li key={sheet.id}>
                <SheetCard
                  sheet={sheet}
                  vehicle={vehicleLine(sheet, cars)}
                  selected={sheet.id === selectedId}
                  href={hrefFor(sheet.id)}
                  index={index}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
