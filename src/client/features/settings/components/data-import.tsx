import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportReport } from '../../../../shared/schemas/data-transfer';
import { Button } from '../../../components/ui/button';
import { FileChoice } from '../../../components/ui/file-choice';
import { FormError } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { applyImport, importMyData } from '../../../lib/resources/data-transfer';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { createdTotal, ImportReportView } from './import-report';

const NO_ANSWER = 'Could not reach the server. Check your connection and try again.';
const failure = (error: Error | null) => error && (serverMessage(error) ?? NO_ANSWER);

/**
 * Import a zip from "Download my data" (this account's or another's): the server first says what it
 * would do (dry run), the racer reads it and applies it with Import. Nothing is written before that,
 * and an import never overwrites a record of theirs.
 */
export function DataImport({ online }: { online: boolean }) {
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  const check = useMutation({
    networkMode: 'always',
    mutationFn: (chosen: File) => importMyData(chosen, true),
    onSuccess: setReport,
  });
  const apply = useResourceMutation(applyImport, {
    onSuccess: (done) => {
      setReport(done);
      setFile(undefined);
      toast({
        title: 'Import finished',
        description: `${createdTotal(done)} records added to your account.`,
      });
    },
  });

  const choose = (chosen: File) => {
    setFile(chosen);
    setReport(undefined);
    apply.reset();
    check.mutate(chosen);
  };
  const cancel = () => {
    setFile(undefined);
    setReport(undefined);
    check.reset();
  };
  const busy = check.isPending || apply.isPending;
  const ready = file && report?.dryRun && !check.isPending;

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Import</h3>
      <p className="text-sm text-muted-foreground">
        Bring in a zip made by "Download my data", from this account or another. You see what it would add
        before anything is written; records you already have are left as they are.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <FileChoice
          label="Choose a data file (.zip)"
          accept=".zip,application/zip"
          disabled={!online || busy}
          onFile={choose}
        />
        {file && <span className="min-w-0 text-sm break-words text-muted-foreground">{file.name}</span>}
      </div>
      {check.isPending && (
        <p role="status" className="text-sm">
          Checking the file…
        </p>
      )}
      <FormError message={failure(check.error) ?? failure(apply.error)} />
      {report && <ImportReportView report={report} />}
      {ready && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!online || apply.isPending || createdTotal(report) === 0}
            onClick={() => apply.mutate(file)}
          >
            {apply.isPending ? 'Importing…' : 'Import'}
          </Button>
          <Button variant="secondary" disabled={apply.isPending} onClick={cancel}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
