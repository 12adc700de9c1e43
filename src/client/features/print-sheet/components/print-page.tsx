import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RunSummary } from '../../../../shared/schemas/run';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useEscSetups } from '../../../lib/resources/esc-setups';
import { runsQuery } from '../../../lib/resources/runs';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';
import { installedOn } from '../../../lib/resources/setups';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { blankSheetModel, carSheetModel, escSheetModel, type SheetModel } from '../lib/sheet-model';
import { PrintSheet } from './print-sheet';

export type PrintKind = 'car' | 'esc';

interface PrintPageProps {
  kind: PrintKind;
  id: number;
  /** The racer's name, printed as the driver when the setup names none. */
  driver: string;
  /** The app's not-found page: a setup that is not the racer's (or gone) prints nothing. */
  notFound: ReactNode;
}

/** The setup's page in the app, which the printed QR code opens. */
function setupUrl(kind: PrintKind, id: number): string {
  const search = kind === 'esc' ? `?tab=esc&id=${id}` : `?id=${id}`;
  return `${window.location.origin}/setup-sheets${search}`;
}

/**
 * The runs of the setup's car (all runs when it has none), newest first: the newest on this setup gives
 * the sheet's last run. A hundred runs reach back far enough for a setup still worth printing.
 */
function useLastRun(carId: number | null | undefined, pick: (run: RunSummary) => boolean) {
  const runs = useQuery({
    ...runsQuery({ rcCarId: carId ?? undefined, limit: 100 }),
    enabled: carId !== undefined,
  });
  return runs.data?.find(pick);
}

function useSheetModel({ kind, id, driver }: Omit<PrintPageProps, 'notFound'>) {
  const sheets = useSetupSheets();
  const escs = useEscSetups();
  const cars = useCars();
  const sheet = kind === 'car' ? sheets.data?.find((s) => s.id === id) : undefined;
  const esc = kind === 'esc' ? escs.data?.find((s) => s.id === id) : undefined;
  const setup = sheet ?? esc;
  const car = cars.data?.find((c) => c.id === setup?.rcCarId);
  const lastRun = useLastRun(setup?.rcCarId, (run) =>
    kind === 'car' ? run.setupSheetId === id : run.escSetupId === id,
  );
  const lists = [sheets, escs, cars];
  if (lists.some((q) => q.isPending)) return { state: 'loading' } as const;
  if (lists.some((q) => q.isError)) return { state: 'error' } as const;
  const url = setupUrl(kind, id);
  let model: SheetModel | undefined;
  if (sheet) {
    // The ESC table: the one the sheet runs with, else the one installed on its car.
    const linked = escs.data?.find((e) => e.id === sheet.escSetupId);
    const installed = sheet.rcCarId === null ? undefined : installedOn(escs.data, sheet.rcCarId);
    model = carSheetModel({ sheet, car, esc: linked ?? installed, driver, lastRun, url });
  } else if (esc) model = escSheetModel({ esc, car, driver, lastRun, url });
  return model ? ({ state: 'ready', model } as const) : ({ state: 'missing' } as const);
}

/** A setup of either kind, laid out to print. */
export function PrintPage(props: PrintPageProps) {
  const result = useSheetModel(props);
  const name = result.state === 'ready' ? result.model.name : 'Setup';
  useDocumentTitle(`Print: ${name}`);
  if (result.state === 'loading') return <Spinner label="Loading the sheet" />;
  if (result.state === 'error') return <FormError message="Failed to load the setup to print" />;
  if (result.state === 'missing') return props.notFound;
  return <PrintSheet sheet={result.model} />;
}

/** A sheet to fill in by hand at the track. */
export function BlankPrintPage() {
  useDocumentTitle('Print: blank setup sheet');
  return <PrintSheet sheet={blankSheetModel()} />;
}
