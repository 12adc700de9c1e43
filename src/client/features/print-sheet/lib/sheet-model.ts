import type { Car } from '../../../../shared/schemas/car';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import type { RunSummary } from '../../../../shared/schemas/run';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { inferVehicleFacts } from '../../../../shared/vehicle-class';
import type { SetupRecord } from '../../../lib/resources/setups';
import {
  type CornerRow,
  cornerRows,
  escGroups,
  eventLines,
  otherGroups,
  type PrintGroup,
  type PrintLine,
} from './sheet-layout';

/** Everything one printed page shows, whichever the kind; the blank sheet has the same shape, empty. */
export interface SheetModel {
  /** 'Setup sheet' or 'ESC setup': the kind, printed above the name. */
  kindLabel: string;
  name: string;
  header: PrintLine[];
  /** A car setup sheet's FRONT/REAR table and its other groups; none on an ESC setup's page. */
  corners: CornerRow[];
  groups: PrintGroup[];
  /** The ESC table and whose it is ('Hobbywing XR10 Pro, club'), or undefined when there is none. */
  esc?: { title: string; groups: PrintGroup[] };
  notes: string;
  /** Its figures print as every screen shows them: the file's as the file gives them (issue 29). */
  lastRun?: Pick<RunSummary, 'date' | 'trackName' | 'stats'> & Partial<Pick<RunSummary, 'official'>>;
  /** The setup's page in the app, for the QR code; none on a blank sheet. */
  url?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const line = (key: string, label: string, value: unknown): PrintLine => ({ key, label, value: text(value) });

/** The header's lines, in a kit sheet's order: who, on what, at which event, where, when, on what ground. */
function headerLines(parts: {
  driver: string;
  setup: SetupRecord | undefined;
  car: Car | undefined;
  event: PrintLine[];
}): PrintLine[] {
  const { setup, car } = parts;
  const [event, date, air, trackTemp] = parts.event;
  const carName = car
    ? `${car.manufacturer} ${car.model}`
    : [setup?.vehicleMake, setup?.vehicleModel].map(text).filter(Boolean).join(' ');
  const surface = [setup?.trackSurface, setup?.trackSurfaceTreatment].map(text).filter(Boolean).join(', ');
  const lines = [
    line('driver', 'Driver', parts.driver),
    line('car', 'Car', carName),
    line('event', 'Event', event?.value || setup?.eventName),
    line('track', 'Track', setup?.trackName),
    line('date', 'Date', date?.value),
    line('surface', 'Surface', surface),
    line('conditions', 'Conditions', setup?.trackConditions),
  ];
  // An ESC setup has no event fields of its own: its header stops at the conditions.
  if (parts.event.length === 0) return lines.filter((l) => l.key !== 'date');
  const temps = [air?.value, trackTemp?.value].filter(Boolean).join(' / ');
  return [...lines, line('temps', 'Air / track', temps)];
}

function escTable(esc: EscSetup | undefined): SheetModel['esc'] {
  if (!esc) return undefined;
  const make = [esc.escMake, esc.escModel].map(text).filter(Boolean).join(' ');
  return { title: [make, esc.name].filter(Boolean).join(', '), groups: escGroups(esc) };
}

export function carSheetModel(input: {
  sheet: SetupSheet;
  car: Car | undefined;
  esc: EscSetup | undefined;
  driver: string;
  lastRun: RunSummary | undefined;
  url: string;
}): SheetModel {
  const { sheet, car } = input;
  const values = sheet as unknown as Record<string, unknown>;
  const facts = car ? inferVehicleFacts(car) : null;
  return {
    kindLabel: 'Setup sheet',
    name: sheet.name,
    header: headerLines({
      driver: text(sheet.driverName) || input.driver,
      setup: sheet,
      car,
      event: eventLines(values),
    }),
    corners: cornerRows(facts, values),
    groups: otherGroups(facts, values),
    esc: escTable(input.esc) ?? { title: '', groups: escGroups({}) },
    notes: text(sheet.notes),
    lastRun: input.lastRun,
    url: input.url,
  };
}

export function escSheetModel(input: {
  esc: EscSetup;
  car: Car | undefined;
  driver: string;
  lastRun: RunSummary | undefined;
  url: string;
}): SheetModel {
  const { esc, car } = input;
  return {
    kindLabel: 'ESC setup',
    name: esc.name,
    header: [
      ...headerLines({ driver: text(esc.creator) || input.driver, setup: esc, car, event: [] }),
      line('esc', 'ESC', [esc.escMake, esc.escModel].map(text).filter(Boolean).join(' ')),
    ],
    corners: [],
    groups: [],
    esc: escTable(esc),
    notes: text(esc.notes),
    lastRun: input.lastRun,
    url: input.url,
  };
}

/** A sheet to fill in by hand: every field of every car, each a line to write on. */
export function blankSheetModel(): SheetModel {
  return {
    kindLabel: 'Setup sheet',
    name: '',
    header: headerLines({ driver: '', setup: undefined, car: undefined, event: eventLines({}) }),
    corners: cornerRows(null, {}),
    groups: otherGroups(null, {}),
    esc: { title: '', groups: escGroups({}) },
    notes: '',
  };
}
