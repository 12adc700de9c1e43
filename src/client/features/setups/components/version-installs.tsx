import type { InstallEvent } from '../../../../shared/schemas/setup-version';
import { versionMoment } from '../lib/history';

/**
 * The installs made while a version was current (issue 29): where the setup went, when, and the
 * racer's note. Older answers saved offline may lack the list: none is shown then.
 */
export function VersionInstalls({ installs = [] }: { installs?: readonly InstallEvent[] }) {
  if (installs.length === 0) return null;
  return (
    <ul aria-label="Installs" className="flex flex-col gap-1 text-sm break-words">
      {installs.map((install) => (
        <li key={`${install.createdAt}-${install.carName}`} className="rounded-md bg-muted px-2 py-1">
          <span className="font-medium">Installed on {install.carName}</span>{' '}
          <time dateTime={install.createdAt} className="text-muted-foreground">
            · {versionMoment(install.createdAt)}
          </time>
          {install.note && <span className="block whitespace-pre-line">Note: {install.note}</span>}
        </li>
      ))}
    </ul>
  );
}
