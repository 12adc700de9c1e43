import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SetupTab, VehicleFilter } from '../kinds/setup-kind';

/**
 * SPEC §4 "Editor modes": nothing open, a new setup, or one setup, shown to read (the default: at the
 * pit table a racer opens a setup to look at it) or being edited.
 */
export type SetupSelection =
  | { mode: 'none' }
  | { mode: 'new' }
  | { mode: 'view'; id: number }
  | { mode: 'edit'; id: number };

const ID = /^[1-9]\d{0,9}$/;
const SELECTION_PARAMS = ['id', 'selected', 'new', 'edit'] as const;
const NONE: SetupSelection = { mode: 'none' };
/** The list's vehicle filter: ?car=<id>, kept by a reload, Back and links (the fleet's car card). */
const FILTER_PARAM = 'car';

/** The setup a selection names, new or stored, whether read or edited. */
export const selectedId = (selection: SetupSelection): number | undefined =>
  selection.mode === 'view' || selection.mode === 'edit' ? selection.id : undefined;

/** Which form a selection has open ('new', or the setup's id), or undefined when no form is open. */
export function openForm(selection: SetupSelection): 'new' | number | undefined {
  if (selection.mode === 'new') return 'new';
  return selection.mode === 'edit' ? selection.id : undefined;
}

/**
 * The tab the URL shows: ?tab=esc, else Car Setups. Links from elsewhere (the fleet's ?selected=, the
 * dashboard's ?new=1, a community copy's ?id=) carry no tab and so land on car setup sheets.
 */
export function readTab(params: URLSearchParams): SetupTab {
  return params.get('tab') === 'esc' ? 'esc' : 'car';
}

/**
 * The selection lives in the URL, for both kinds, so a link, a reload and the phone's Back button all
 * show the same setup: ?id=N (or ?selected=N) to read it, with &edit=1 in the editor, and ?new=1, read
 * by the tab the URL shows (a car sheet's '?id=11', an ESC setup's '?tab=esc&id=21'). Anything but a
 * positive integer reads as nothing selected.
 */
export function readSelection(params: URLSearchParams, tab: SetupTab): SetupSelection {
  if (readTab(params) !== tab) return NONE;
  const raw = params.get('id') ?? params.get('selected');
  if (raw && ID.test(raw)) return { mode: params.get('edit') === '1' ? 'edit' : 'view', id: Number(raw) };
  if (params.get('new') === '1') return { mode: 'new' };
  return NONE;
}

export function readFilter(params: URLSearchParams): VehicleFilter {
  const raw = params.get(FILTER_PARAM);
  return raw && ID.test(raw) ? Number(raw) : 'all';
}

export function writeFilter(params: URLSearchParams, filter: VehicleFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'all') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, String(filter));
  return next;
}

/** The URL with another selection in the tab it shows (?tab stays as it is). */
export function writeSelection(params: URLSearchParams, selection: SetupSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SELECTION_PARAMS) next.delete(key);
  const id = selectedId(selection);
  if (id !== undefined) next.set('id', String(id));
  if (selection.mode === 'edit') next.set('edit', '1');
  if (selection.mode === 'new') next.set('new', '1');
  return next;
}

/** The href of a setup's entry in the list: the current page with that setup open to read. */
export function selectionHref(params: URLSearchParams, id: number): string {
  return `?${writeSelection(params, { mode: 'view', id })}`;
}

/** The setup laid out to print (issue 18): /setup-sheets/11/print, an ESC setup's /setup-sheets/esc/21/print. */
export function printHref(tab: SetupTab, id: number): string {
  return `/setup-sheets/${tab === 'esc' ? 'esc/' : ''}${id}/print`;
}

/**
 * The URL of another tab. The selection of the tab left is handed back to be set aside, and the one set
 * aside for the tab shown is put back, so each tab finds its setup (and its half-filled form) again.
 */
export function switchTab(
  params: URLSearchParams,
  next: SetupTab,
  putBack: URLSearchParams | undefined,
): { params: URLSearchParams; setAside: URLSearchParams } {
  const setAside = new URLSearchParams();
  const updated = new URLSearchParams();
  for (const [key, value] of params) {
    if ((SELECTION_PARAMS as readonly string[]).includes(key)) setAside.set(key, value);
    else if (key !== 'tab') updated.append(key, value);
  }
  if (next === 'esc') updated.set('tab', 'esc');
  for (const [key, value] of putBack ?? []) updated.set(key, value);
  return { params: updated, setAside };
}

const same = (a: SetupSelection, b: SetupSelection) => a.mode === b.mode && selectedId(a) === selectedId(b);

/** Set on the history entry of an editor opened from the read view, so Cancel can step back to it. */
interface FromReadView {
  editedFromReadView?: boolean;
}

/**
 * One tab's selection. Both tabs stay mounted (hidden), so the tab not shown keeps the selection it had
 * while shown rather than reading a URL that speaks for the other tab.
 */
export function useSetupSelection(tab: SetupTab) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = readTab(params) === tab;
  const fromUrl = readSelection(params, tab);
  const [kept, setKept] = useState(fromUrl);
  if (shown && !same(kept, fromUrl)) setKept(fromUrl);
  const selection = shown ? fromUrl : kept;
  /**
   * Opening something adds a history entry, so a phone's Back returns to the list (and from the editor
   * to the read view); closing, and moving from a new setup to the saved one, replace the entry instead.
   */
  const select = useCallback(
    (next: SetupSelection, replace = next.mode === 'none') =>
      setParams((current) => writeSelection(current, next), {
        replace,
        preventScrollReset: true,
        state: {
          editedFromReadView: next.mode === 'edit' && selection.mode === 'view',
        } satisfies FromReadView,
      }),
    [setParams, selection.mode],
  );
  const editedFromReadView = (location.state as FromReadView | null)?.editedFromReadView === true;
  /** Leaving the editor of a stored setup: back to its read view, as Back would if it came from there. */
  const closeEditor = useCallback(
    (id: number) => (editedFromReadView ? navigate(-1) : select({ mode: 'view', id }, true)),
    [editedFromReadView, navigate, select],
  );
  const hrefFor = useCallback((id: number) => selectionHref(params, id), [params]);
  return { selection, select, closeEditor, hrefFor };
}

/** The list's vehicle filter, in the URL; changing it replaces the history entry. */
export function useVehicleFilter() {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (filter: VehicleFilter) =>
      setParams((current) => writeFilter(current, filter), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [readFilter(params), setFilter] as const;
}

/** The page's tab, in the URL; switching replaces the history entry and keeps each tab's selection. */
export function useSetupTab() {
  const [params, setParams] = useSearchParams();
  const setAside = useRef<Partial<Record<SetupTab, URLSearchParams>>>({});
  const changeTab = useCallback(
    (next: SetupTab) =>
      setParams(
        (current) => {
          const switched = switchTab(current, next, setAside.current[next]);
          setAside.current[readTab(current)] = switched.setAside;
          return switched.params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { tab: readTab(params), changeTab };
}
