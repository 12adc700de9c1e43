import { ApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/error-message';
import { useResourceMutation } from '../../../lib/resources/mutations';
import type { SetupRecord } from '../../../lib/resources/setups';
import { failureToast, successToast } from '../../../lib/toasts';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';

interface SaveOptions<V> {
  /** The version the editor began from, sent as If-Match (read at each save). */
  baseVersion?: () => number | undefined;
  /** The setup was saved elsewhere since (412): the server's message and the body refused. */
  onConflict?: (message: string, body: V) => void;
}

/** The server refused a save made over a newer version (DESIGN "Concurrency"). */
const isVersionConflict = (error: Error) => error instanceof ApiError && error.status === 412;

/** Create (no setup) or update (a setup) from the editor; unticking 'installed' saves through here too. */
export function useSaveSetup<S extends SetupRecord, V extends SetupBody>(
  kind: SetupKind<S, V>,
  setup: S | undefined,
  { baseVersion, onConflict }: SaveOptions<V> = {},
) {
  const { texts } = kind;
  return useResourceMutation(setup ? kind.mutations.update(setup.id, baseVersion) : kind.mutations.create, {
    onSuccess: () => successToast(setup ? texts.updated : texts.created),
    onError: (error, body) => {
      if (onConflict && isVersionConflict(error)) onConflict(serverMessage(error) ?? error.message, body);
      else failureToast(setup ? texts.updateFailed : texts.createFailed, error);
    },
  });
}

/**
 * `onDeleted` runs as soon as the server has deleted it, before the list is fetched again: once the
 * list no longer holds the setup its editor is gone, and a callback given to mutate() with it.
 */
export function useDeleteSetup<S extends SetupRecord, V extends SetupBody>(
  kind: SetupKind<S, V>,
  onDeleted: () => void,
) {
  return useResourceMutation(kind.mutations.remove, {
    onSuccess: () => {
      successToast(kind.texts.deleted);
      onDeleted();
    },
    onError: (error) => failureToast(kind.texts.deleteFailed, error),
  });
}

/**
 * Ticking 'Currently installed' after the confirmation, with the reason typed as the install's note
 * (lib/resources/setups.ts: one POST); "Install on <car>" uses the same write (issue 29).
 */
export function useInstallSetup<S extends SetupRecord, V extends SetupBody>(kind: SetupKind<S, V>) {
  return useResourceMutation(kind.mutations.install, {
    onSuccess: () => successToast(kind.texts.installed),
    onError: (error) => failureToast(kind.texts.installFailed, error),
  });
}
