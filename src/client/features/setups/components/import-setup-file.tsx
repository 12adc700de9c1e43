import { useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { readSetupFile, SETUP_FILE_EXTENSION, type SetupFile } from '../../../../shared/schemas/setup-file';
import { FileChoice } from '../../../components/ui/file-choice';
import { toast } from '../../../components/ui/use-toast';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';
import { ImportSetupDialog } from './import-setup-dialog';

/** Far above any setup (5,000 characters of notes and a few hundred short values). */
const MAX_FILE_BYTES = 1024 * 1024;

const refuse = (message: string) =>
  toast({ title: 'Cannot import this file', description: message, variant: 'destructive' });

/**
 * "Import setup file" on a kind's list: a `.rcsetup.json` chosen or dropped is read and checked here,
 * in the browser, with the file schema (nothing is sent for a file that is not one of this kind);
 * then the dialog lets the racer choose the car that gets it.
 */
export function ImportSetupFile<S extends SetupRecord, V extends SetupBody>({
  kind,
  cars,
  onImported,
}: {
  kind: SetupKind<S, V>;
  cars: readonly Car[];
  onImported: (id: number) => void;
}) {
  const [file, setFile] = useState<SetupFile>();
  const read = async (chosen: File) => {
    if (chosen.size > MAX_FILE_BYTES) return refuse('A setup file is at most 1 MB: this is not one.');
    const reading = readSetupFile(await chosen.text(), contentKindOf(kind));
    if (reading.ok) setFile(reading.file);
    else refuse(reading.message);
  };
  return (
    <>
      <FileChoice
        label="Import setup file"
        accept={`${SETUP_FILE_EXTENSION},.json,application/json`}
        size="sm"
        onFile={(chosen) => void read(chosen)}
      />
      {file && (
        <ImportSetupDialog
          kind={kind}
          file={file}
          cars={cars}
          onClose={() => setFile(undefined)}
          onImported={(id) => {
            setFile(undefined);
            onImported(id);
          }}
        />
      )}
    </>
  );
}
