import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** SPEC §4 "Editor modes": nothing open, a new sheet, or one sheet being edited. */
export type SheetSelection = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: number };

const ID = /^[1-9]\d{0,9}$/;

/**
 * The selection lives in the URL, so a link (?id=, the fleet's ?selected=, the dashboard's ?new=1), a
 * reload and the phone's Back button all show the same sheet. Anything but a positive integer is ignored.
 */
export function readSelection(params: URLSearchParams): SheetSelection {
  const raw = params.get('id') ?? params.get('selected');
  if (raw && ID.test(raw)) return { mode: 'edit', id: Number(raw) };
  if (params.get('new') === '1') return { mode: 'new' };
  return { mode: 'none' };
}

export function writeSelection(params: URLSearchParams, selection: SheetSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['id', 'selected', 'new']) next.delete(key);
  if (selection.mode === 'edit') next.set('id', String(selection.id));
  if (selection.mode === 'new') next.set('new', '1');
  return next;
}

/** The href of a sheet's card: the current page with that sheet selected. */
export function selectionHref(params: URLSearchParams, id: number): string {
  return `?${writeSelection(params, { mode: 'edit', id })}`;
}

export function useSheetSelection() {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  /**
   * Opening something adds a history entry, so a phone's Back returns to the list; closing, and moving
   * from a new sheet to the saved one, replace the entry instead.
   */
  const select = useCallback(
    (next: SheetSelection, replace = next.mode === 'none') =>
      setParams((current) => writeSelection(current, next), { replace, preventScrollReset: true }),
    [setParams],
  );
  return { selection, select, params };
}
