import { Link } from 'react-router';
import type { RunSummary } from '../../../../shared/schemas/run';
import { useEscSetups } from '../../../lib/resources/esc-setups';
import { useSetupSheets } from '../../../lib/resources/setup-sheets';

interface SetupLineProps {
  kind: string;
  id: number | null;
  version: number | null;
  name: string | undefined;
  href: string;
}

function SetupLine({ kind, id, version, name, href }: SetupLineProps) {
  const at = version === null ? '' : ` v${version}`;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <dt className="text-sm text-muted-foreground">{kind}:</dt>
      <dd className="min-w-0 font-medium">
        {id === null ? (
          'None recorded'
        ) : name === undefined ? (
          `A deleted ${kind.toLowerCase()}${at}`
        ) : (
          <Link to={href} className="text-primary underline underline-offset-4">
            {name}
            {at}
          </Link>
        )}
      </dd>
    </div>
  );
}

/**
 * What the run ran on: the setup sheet and ESC setup, each at the version it had then ("v3"), so a
 * later edit of the setup never changes what the run says.
 */
export function RunSetup({ run }: { run: RunSummary }) {
  const sheets = useSetupSheets();
  const escs = useEscSetups();
  const sheet = sheets.data?.find((s) => s.id === run.setupSheetId);
  const esc = escs.data?.find((s) => s.id === run.escSetupId);
  const loading = sheets.isPending || escs.isPending;
  return (
    <dl className="flex flex-col gap-1">
      <SetupLine
        kind="Setup sheet"
        id={run.setupSheetId}
        version={run.setupVersion}
        name={loading ? '…' : sheet?.name}
        href={`/setup-sheets?id=${run.setupSheetId}`}
      />
      <SetupLine
        kind="ESC setup"
        id={run.escSetupId}
        version={run.escVersion}
        name={loading ? '…' : esc?.name}
        href={`/setup-sheets?tab=esc&id=${run.escSetupId}`}
      />
    </dl>
  );
}
