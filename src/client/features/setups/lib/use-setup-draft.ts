import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { storedFileName } from '../../../components/files/use-file-exists';
import { type LocalDraft, readDraft, removeDraft, writeDraft } from '../../../lib/local-drafts';
import { fileCheckQuery } from '../../../lib/resources/uploads';
import type { SetupFormValues } from './setup-form';

/** How long typing pauses before the draft is written; a reload or hidden tab writes at once. */
export const DRAFT_DELAY_MS = 400;

export type SetupDraft = LocalDraft<Partial<SetupFormValues>>;

const FILE_FIELDS = ['fileUrl', 'fileType', 'fileName'] as const;

/** Whether two sets of form values hold the same text (a blank and a missing value alike). */
export function sameValues(a: Partial<SetupFormValues>, b: Partial<SetupFormValues>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => String(a[k] ?? '') === String(b[k] ?? ''));
}

/** The draft's values over what the form holds, for fields the form still has (the catalogue may change). */
function valuesFrom(draft: SetupDraft, current: SetupFormValues): SetupFormValues {
  const known = Object.keys(current).filter((k) => k in draft.values);
  return { ...current, ...Object.fromEntries(known.map((k) => [k, draft.values[k]])) } as SetupFormValues;
}

interface DraftOptions<V extends FieldValues> {
  /** lib/local-drafts draftKey: the racer, the kind, the setup or 'new'. */
  storageKey: string;
  form: UseFormReturn<SetupFormValues, unknown, V>;
  /** The values the form was opened (or last saved) with. */
  baseline: () => SetupFormValues;
  /** updatedAt of the stored setup those values came from; null for a new one. */
  baseUpdatedAt: () => string | null;
}

/**
 * Keeps the editor's unsaved values in the browser as the racer types (lib/local-drafts.ts), and
 * offers a draft found when the editor opens. `restore` puts it into the form as unsaved changes; an
 * uploaded file that is no longer stored (unattached uploads are purged after UPLOAD_GRACE_HOURS) is
 * left out, and `lostFile` says so.
 */
export function useSetupDraft<V extends FieldValues>({
  storageKey,
  form,
  baseline,
  baseUpdatedAt,
}: DraftOptions<V>) {
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<SetupDraft | undefined>(() => {
    const found = readDraft<Partial<SetupFormValues>>(storageKey);
    if (found && sameValues(found.values, form.getValues())) {
      removeDraft(storageKey);
      return undefined;
    }
    return found;
  });
  const [lostFile, setLostFile] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ baseline, baseUpdatedAt });
  latest.current = { baseline, baseUpdatedAt };

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const flush = useCallback(() => {
    cancel();
    const values = form.getValues();
    if (sameValues(values, latest.current.baseline())) removeDraft(storageKey);
    else
      writeDraft(storageKey, {
        values,
        savedAt: new Date().toISOString(),
        baseUpdatedAt: latest.current.baseUpdatedAt(),
      });
  }, [form, storageKey, cancel]);

  useEffect(() => {
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DELAY_MS);
    });
    const flushPending = () => {
      if (timer.current !== undefined) flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushPending();
    };
    window.addEventListener('pagehide', flushPending);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      subscription.unsubscribe();
      // Not written here: the editor goes because the racer saved, discarded or signed out.
      cancel();
      window.removeEventListener('pagehide', flushPending);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [form, flush, cancel]);

  /** Saved, deleted or discarded: the draft has done its work. */
  const clear = useCallback(() => {
    cancel();
    removeDraft(storageKey);
    setOffer(undefined);
  }, [storageKey, cancel]);

  const restore = useCallback(async () => {
    if (!offer) return;
    setOffer(undefined);
    const current = form.getValues();
    let values = valuesFrom(offer, current);
    const url = values.fileUrl;
    if (url && url !== latest.current.baseline().fileUrl) {
      const stored = await queryClient
        .fetchQuery(fileCheckQuery(storedFileName(url)))
        .catch(() => true /* unknown: keep it, the preview says if it is gone */);
      if (!stored) {
        values = { ...values, ...Object.fromEntries(FILE_FIELDS.map((k) => [k, current[k]])) };
        setLostFile(true);
      }
    }
    // Kept as unsaved changes over what the form opened with: Save, or leaving, as for typing.
    form.reset(values, { keepDefaultValues: true });
    flush();
  }, [offer, form, queryClient, flush]);

  /** The offered draft is dropped; what was typed since it was offered stays the draft. */
  const discardOffer = useCallback(() => {
    setOffer(undefined);
    flush();
  }, [flush]);

  return {
    offer,
    restore,
    discardOffer,
    clear,
    /** Writes what the form holds now, without waiting for the typing pause (before a reload, say). */
    flush,
    lostFile,
    dismissLostFile: () => setLostFile(false),
  };
}
