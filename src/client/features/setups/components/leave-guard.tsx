import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerUnsavedCheck } from '../../../lib/unsaved-changes';
import { keepsEditor, type OpenEditor, SIGNED_OUT_PATH } from '../lib/leave-rules';

/** An editor on the page, as the guard asks it at the moment the racer moves. */
export interface GuardedEditor extends OpenEditor {
  /** Whether it holds anything not saved. */
  isDirty: () => boolean;
  /** What the question calls it ("'Dry clay'", "this new setup sheet"). */
  describe: () => string;
  /** The racer chose to leave: forget the typing and its draft. */
  discard: () => void;
}

type Register = (editor: GuardedEditor) => () => void;

const GuardContext = createContext<Register | null>(null);

/**
 * One guard for the whole page (React Router allows one blocker at a time, and both tabs' editors stay
 * mounted): moving to another setup, the read view, another page, or Back and Forward asks first
 * whenever an editor left behind holds unsaved changes; a reload or closing the tab gets the browser's
 * own question (and the draft is kept either way).
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const editors = useRef(new Set<GuardedEditor>());
  const location = useLocation();

  const leaving = useCallback(
    (current: typeof location, next: typeof location) =>
      next.pathname === SIGNED_OUT_PATH
        ? []
        : [...editors.current].filter((e) => e.isDirty() && !keepsEditor(e, current, next)),
    [],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => leaving(currentLocation, nextLocation).length > 0,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (![...editors.current].some((e) => e.isDirty())) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // Signing out removes the racer's drafts, so the sign-out asks about these first.
  useEffect(
    () =>
      registerUnsavedCheck(() => [...editors.current].filter((e) => e.isDirty()).map((e) => e.describe())),
    [],
  );

  const register = useCallback<Register>((editor) => {
    editors.current.add(editor);
    return () => editors.current.delete(editor);
  }, []);

  const blocked = blocker.state === 'blocked' ? leaving(location, blocker.location) : [];
  const names = blocked.map((e) => e.describe()).join(' and ');

  return (
    <GuardContext.Provider value={register}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description={`The changes to ${names || 'this setup'} have not been saved. Stay to keep editing, or discard them.`}
        cancelLabel="Stay"
        confirmLabel="Discard changes"
        onConfirm={() => {
          for (const editor of blocked) editor.discard();
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </GuardContext.Provider>
  );
}

/**
 * Puts an open editor under the page's guard for as long as it is mounted. The callbacks are read
 * when the racer moves, so they always see the form as it is then. Without a LeaveGuard (a form
 * rendered on its own in a test) it does nothing.
 */
export function useLeaveGuard(editor: GuardedEditor): void {
  const register = useContext(GuardContext);
  const latest = useRef(editor);
  latest.current = editor;
  const { tab, form } = editor;
  const stable = useMemo<GuardedEditor>(
    () => ({
      tab,
      form,
      isDirty: () => latest.current.isDirty(),
      describe: () => latest.current.describe(),
      discard: () => latest.current.discard(),
    }),
    [tab, form],
  );
  useEffect(() => register?.(stable), [register, stable]);
}
