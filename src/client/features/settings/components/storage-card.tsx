import { storageUsedText } from '../../../../shared/storage-size';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { useStorageUsage } from '../../../lib/resources/storage';

/** From here on the bar turns red and the card says how to make room. */
const NEARLY_FULL = 0.9;

/** How much of their storage the racer's photos and files take (the quota the server enforces). */
export function StorageCard() {
  const usage = useStorageUsage();
  return (
    <Card aria-labelledby="storage-title">
      <CardHeader>
        <CardTitle id="storage-title">Storage</CardTitle>
        <CardDescription>
          Vehicle photos and setup files you upload. A community setup's file counts once, however often you
          copy it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <Spinner label="Loading storage use" className="p-2" />
        ) : usage.isError ? (
          <p className="text-danger-text">Failed to load storage use</p>
        ) : (
          <StorageUse usedBytes={usage.data.usedBytes} quotaBytes={usage.data.quotaBytes} />
        )}
      </CardContent>
    </Card>
  );
}

function StorageUse({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  const text = storageUsedText(usedBytes, quotaBytes);
  const nearlyFull = usedBytes >= quotaBytes * NEARLY_FULL;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{text}</p>
      <Progress value={usedBytes} max={quotaBytes} label="Storage used" valueText={text} warn={nearlyFull} />
      {nearlyFull && (
        <p className="text-sm text-danger-text">
          Your storage is nearly full. Delete photos and files you no longer need to make room.
        </p>
      )}
    </div>
  );
}
