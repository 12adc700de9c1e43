import { sheetGearingClass, teethKey } from '../../shared/gearing/sheet';
import type { VehicleFacts } from '../../shared/vehicle-class';

/**
 * The gearing calculator opened on a setup sheet (issue 19 item 2): its class from the car, its
 * structured gearing fields in the query the page reads (gearing-values.ts), and, for a stored sheet,
 * `sheet=<id>` so the calculator can write a result back to it. Blank fields are left out: the
 * calculator keeps its class's typical value there.
 */
export const SHEET_QUERY = 'sheet';

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(',', '.') : '');

export function gearingHref(
  values: Readonly<Record<string, unknown>>,
  facts: VehicleFacts | null,
  sheetId?: number,
): string {
  const gearingClass = sheetGearingClass(facts, values);
  const params = new URLSearchParams({ class: gearingClass });
  const put = (name: string, key: string) => {
    const value = text(values[key]);
    if (value) params.set(name, value);
  };
  put(gearingClass === '1:8-nitro' ? 'bell' : 'pinion', teethKey(gearingClass));
  put('spur', 'spur');
  put(gearingClass === '1:10-electric' ? 'internal' : 'diff', 'internalRatio');
  put('tyre', 'tyreDiameter');
  if (sheetId !== undefined) params.set(SHEET_QUERY, String(sheetId));
  return `/tools/gearing?${params}`;
}

/** The sheet a calculator was opened from, or undefined (a missing or malformed id offers no writing). */
export function sheetIdFromQuery(query: URLSearchParams): number | undefined {
  const text = query.get(SHEET_QUERY) ?? '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
