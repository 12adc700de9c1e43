import type { SetupTab } from '../kinds/setup-kind';
import { openForm, readSelection, readTab } from './setup-selection';

/** An editor open on the page: its tab and which form ('new', or the stored setup's id). */
export interface OpenEditor {
  tab: SetupTab;
  form: 'new' | number;
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether going from `current` to `next` keeps this editor, and so what is typed in it: the same page
 * with the same form open in its tab (a change of the filter, or ?selected= becoming ?id=, asks
 * nothing), or the other tab shown (both tabs stay mounted, each keeping its form).
 */
export function keepsEditor(editor: OpenEditor, current: Place, next: Place): boolean {
  if (next.pathname !== current.pathname) return false;
  const params = new URLSearchParams(next.search);
  if (readTab(params) !== editor.tab) return true;
  return openForm(readSelection(params, editor.tab)) === editor.form;
}

/**
 * The sign-in page is where a signed-out racer is sent (signing out, or a session that ended): that
 * move is never held up. Signing out removes the racer's drafts; an ended session keeps them.
 */
export const SIGNED_OUT_PATH = '/auth';
