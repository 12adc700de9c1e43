import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { Car } from '../../../../shared/schemas/car';
import type { User } from '../../../../shared/schemas/user';
import { draftKey } from '../../../lib/local-drafts';
import { invalidate } from '../../../lib/resources/mutations';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupConflict } from '../../../lib/setup-conflict';
import { useLeaveGuard } from '../components/leave-guard';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { revealFirstError } from './reveal-error';
import { type SetupFormValues, setupFormValues, setupResolver } from './setup-form';
import { sameValues, useSetupDraft } from './use-setup-draft';
import { useInstallSetup, useSaveSetup } from './use-setup-mutations';

interface EditorOptions<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  setup: S | undefined;
  user: User;
  defaultCar: Car | undefined;
  onSaved: (id: number) => void;
  /**
   * Open the editor afresh on the setup as stored now (after a save was refused as stale), carrying
   * the reason typed, which the draft does not hold.
   */
  onReload?: (changeNote: string) => void;
  /** Opened afresh that way: the reason typed before. */
  reopened?: { changeNote: string };
  /** Opened to resolve a queued edit the server refused as stale (lib/setup-conflict.ts); read once. */
  incoming?: SetupConflict;
}

/** A save refused as stale (412), for the conflict resolver: what was sent and the version it named. */
export interface EditorConflict {
  message: string;
  mine: Record<string, unknown>;
  baseVersion: number | undefined;
  /** An edit queued offline and replayed, not this form's save: Cancel puts it into the form. */
  queued?: boolean;
  /** Counts the refusals: a new one (a merge refused in turn) shows afresh. */
  count: number;
}

const QUEUED_MESSAGE = 'This setup was saved elsewhere while your change waited to be sent.';
const noteOf = (body: Record<string, unknown> | undefined) =>
  typeof body?.changeNote === 'string' ? body.changeNote : '';

/**
 * The state of one open editor: the form, what counts as unsaved (anything that differs from the
 * values it opened or was last saved with, an uploaded file included), its draft in the browser, its
 * place under the page's leave guard, and the saves. Every save sends the whole form, so no typed
 * change is ever left behind by another (the installed flag goes with the form's values).
 */
export function useSetupEditor<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  user,
  defaultCar,
  onSaved,
  onReload,
  reopened,
  incoming,
}: EditorOptions<S, V>) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => setupResolver(kind), [kind]);
  const [opened] = useState(() =>
    setupFormValues(kind, setup, { car: setup ? undefined : defaultCar, username: user.username }),
  );
  const form = useForm<SetupFormValues, unknown, V>({
    resolver,
    defaultValues: opened,
    // revealFirstError focuses instead, clear of the sticky header.
    shouldFocusError: false,
  });
  const baseline = useRef(opened);
  const baseUpdatedAt = useRef(setup?.updatedAt ?? null);
  /** The version the values came from: sent as If-Match, so a save over a newer one is refused. */
  const baseVersion = useRef(setup?.version);
  /** The version the save under way named: a merge names the stored one, not the form's base. */
  const sentVersion = useRef(setup?.version);
  /**
   * "What did you change and why?" is kept beside the form, not in it: a reason alone changes no
   * content, so it neither counts as unsaved nor goes into the draft
   * (docs/decisions/setups-and-history.md#setup-history-and-compare-issue-15).
   */
  const [changeNote, setChangeNote] = useState(reopened?.changeNote ?? noteOf(incoming?.mine));
  /** A save refused as stale, while the racer resolves it. */
  const [conflict, setConflict] = useState<EditorConflict | undefined>(
    () => incoming && { message: QUEUED_MESSAGE, ...incoming, queued: true, count: 0 },
  );
  const [reloading, setReloading] = useState(false);
  // The editor opens afresh once the stored setup has arrived here (the list's refetch reaches this
  // component a moment after the request resolves), so the new form starts from it, not from before.
  useEffect(() => {
    if (reloading && setup && setup.version !== baseVersion.current) onReload?.(changeNote);
  }, [reloading, setup, onReload, changeNote]);
  const isDirty = useCallback(() => !sameValues(form.getValues(), baseline.current), [form]);

  const draft = useSetupDraft({
    storageKey: draftKey(user.id, kind.tab, setup?.id ?? 'new'),
    form,
    baseline: () => baseline.current,
    baseUpdatedAt: () => baseUpdatedAt.current,
  });
  useLeaveGuard({
    tab: kind.tab,
    form: setup?.id ?? 'new',
    isDirty,
    describe: () => (setup ? `'${setup.name}'` : kind.texts.newName),
    discard: draft.clear,
  });

  /**
   * The form as stored now: nothing unsaved, no draft. Typing since the save was sent (the answer
   * lands after the lists refetch, a moment after "saved" shows) is kept, as unsaved changes.
   */
  const settle = (values: SetupFormValues, updatedAt: string | null, typedSince = false) => {
    baseline.current = values;
    baseUpdatedAt.current = updatedAt;
    form.reset(values, typedSince ? { keepDirtyValues: true } : undefined);
    if (!typedSince) draft.clear();
  };

  /** The setup as stored now, for the resolver's "theirs": the list (and its history) fetched again. */
  const refetchStored = useCallback(
    () =>
      invalidate(queryClient, (setup ? kind.mutations.update(setup.id) : kind.mutations.create).invalidates),
    [queryClient, kind, setup],
  );
  // A queued edit brought here may meet a list cached before it was refused.
  const fetchOnOpen = useRef(incoming !== undefined);
  useEffect(() => {
    if (fetchOnOpen.current) void refetchStored();
    fetchOnOpen.current = false;
  }, [refetchStored]);
  const save = useSaveSetup(kind, setup, {
    baseVersion: () => sentVersion.current,
    onConflict: (message, body) => {
      const mine = body as Record<string, unknown>;
      setConflict((now) => ({
        message,
        mine,
        baseVersion: sentVersion.current,
        count: (now?.count ?? 0) + 1,
      }));
      void refetchStored();
    },
  });
  const install = useInstallSetup(kind);
  const reveal = (errors: FieldErrors<SetupFormValues>) => revealFirstError(formRef.current, errors);
  /** `ifMatch`: the stored version a merge was made against; else the version the form began from. */
  const persist = (values: V, ifMatch?: number) => {
    const sent = form.getValues();
    const note = changeNote;
    sentVersion.current = ifMatch ?? baseVersion.current;
    save.mutate(note.trim() ? { ...values, changeNote: note } : values, {
      onSuccess: (saved) => {
        baseVersion.current = saved.version;
        setChangeNote((now) => (now === note ? '' : now));
        setConflict(undefined);
        const stored = setupFormValues(kind, saved, { car: undefined, username: user.username });
        // A merge settles on what was saved: the form's own values were what it resolved.
        settle(stored, saved.updatedAt, ifMatch === undefined && !sameValues(form.getValues(), sent));
        onSaved(saved.id);
      },
    });
  };
  const submitWith = (extra: Partial<SetupBody>) =>
    form.handleSubmit((values) => persist({ ...values, ...extra }), reveal);

  return {
    form,
    formRef,
    draft,
    isDirty,
    pending: save.isPending || install.isPending,
    saving: save.isPending,
    submit: submitWith({}),
    /** SPEC §4: unticking saves false at once, together with what the form holds now. */
    uninstall: submitWith({ isCurrentlyInstalled: false }),
    /**
     * Ticked and confirmed: with unsaved changes one save takes them and the flag, checked first;
     * else the install alone, the reason typed going with it as its note (it was dropped: issue 29).
     */
    install: () => {
      if (isDirty() || !setup || setup.rcCarId === null)
        return void submitWith({ isCurrentlyInstalled: true })();
      const note = changeNote;
      install.mutate(
        { id: setup.id, rcCarId: setup.rcCarId, note: note.trim() || null },
        { onSuccess: () => setChangeNote((now) => (now === note ? '' : now)) },
      );
    },
    /** Checks the whole form, showing the first error in view; true when it could be saved. */
    validate: () =>
      new Promise<boolean>((resolve) => {
        void form.handleSubmit(
          () => resolve(true),
          (errors) => {
            reveal(errors);
            resolve(false);
          },
        )();
      }),
    changeNote,
    setChangeNote,
    conflict,
    /** "Save merged": the chosen values, as a new version on top of the stored `theirsVersion`. */
    saveMerged: (body: Record<string, unknown>, theirsVersion: number) => {
      const { changeNote: _sent, ...values } = body;
      persist(values as unknown as V, theirsVersion);
    },
    /**
     * The resolver closed unsaved: the form keeps the racer's edits; a queued edit goes into it as
     * unsaved changes over the stored setup (and into the draft), so nothing of it is lost.
     */
    cancelConflict: () => {
      if (conflict?.queued && setup) {
        const values = setupFormValues(kind, { ...setup, ...conflict.mine } as S, {
          car: undefined,
          username: user.username,
        });
        form.reset(values, { keepDefaultValues: true });
        draft.flush();
      }
      setConflict(undefined);
    },
    /**
     * After a refused save: the edits go to the draft, the lists are fetched again, and the editor
     * opens afresh on the stored setup, offering the draft back over it (DraftNotices).
     */
    reload: async () => {
      draft.flush();
      setReloading(true);
      await invalidate(
        queryClient,
        (setup ? kind.mutations.update(setup.id) : kind.mutations.create).invalidates,
      );
    },
    /** After "Save as new": this setup keeps what it has stored; the edits went to the new one. */
    abandon: () => settle(baseline.current, baseUpdatedAt.current),
  };
}
