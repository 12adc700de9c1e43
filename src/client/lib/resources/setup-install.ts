import type { SetupKindName } from '../../../shared/setup-content';
import { escSetups } from './esc-setups';
import type { ResourceMutation } from './mutations';
import { setupSheets } from './setup-sheets';
import type { InstallVariables, SetupRecord } from './setups';

/** "Install on <car>" for a setup of either kind (issue 29): the car card offers both on one list. */
export type InstallOnCar = InstallVariables & { kind: SetupKindName };

type Install = ResourceMutation<SetupRecord, InstallVariables>;
const INSTALLS: Record<SetupKindName, Install> = {
  'setup-sheet': setupSheets.mutations.install as unknown as Install,
  'esc-setup': escSetups.mutations.install as unknown as Install,
};

/** Each kind's own install write, chosen by the variables' kind; queued offline as each kind's is. */
export const installOnCar: ResourceMutation<SetupRecord, InstallOnCar> = {
  mutationFn: ({ kind, ...variables }) => INSTALLS[kind].mutationFn(variables),
  invalidates: [...setupSheets.afterChange, ...escSetups.afterChange],
  offline: {
    request: ({ kind, ...variables }) => offlineOf(kind).request(variables),
    label: ({ kind, ...variables }, client) => offlineOf(kind).label(variables, client),
    standIn: ({ kind, ...variables }, client, tempId) => offlineOf(kind).standIn(variables, client, tempId),
  },
};

function offlineOf(kind: SetupKindName) {
  const offline = INSTALLS[kind].offline;
  if (!offline) throw new Error(`No offline install for ${kind}`);
  return offline;
}
