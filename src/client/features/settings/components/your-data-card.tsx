import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useOnline } from '../../../lib/offline/use-online';
import { downloadMyData } from '../../../lib/resources/data-transfer';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { saveBlob } from '../../../lib/save-file';
import { failureToast } from '../../../lib/toasts';
import { DataImport } from './data-import';

/**
 * Owning your data (issue 19 item 5): everything in the account as one zip, and such a zip read back
 * in. Both need the server, so they wait for a connection.
 */
export function YourDataCard() {
  const online = useOnline();
  const download = useResourceMutation(
    { mutationFn: downloadMyData, invalidates: [] },
    {
      onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
      onError: (error) => failureToast('Download failed', error),
    },
  );
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">Your data</CardTitle>
        <CardDescription>Everything you keep here, in one file that is yours to keep.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {!online && (
          <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
            You are offline: downloading and importing your data need a connection.
          </p>
        )}
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">Download my data</h3>
          <p className="text-sm text-muted-foreground">
            A zip with your cars, transponders, tyre sets, setup sheets and ESC setups with their history,
            runs and laps, maintenance, and the files you uploaded; with CSV files of your setups and laps to
            open in a spreadsheet.
          </p>
          <div>
            <Button disabled={!online || download.isPending} onClick={() => download.mutate()}>
              <Download aria-hidden="true" className="size-4" />
              {download.isPending ? 'Preparing…' : 'Download my data'}
            </Button>
          </div>
        </div>
        <DataImport online={online} />
      </CardContent>
    </Card>
  );
}
