import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SESSION_OF_KIND } from '../../../../shared/race-session';
import { MAX_IMPORT_TEXT } from '../../../../shared/schemas/run';
import type { ImportPreview } from '../../../../shared/schemas/run-import';
import { decodeResultBytes } from '../../../../shared/timing/decode';
import { sessionOfRace } from '../../../../shared/timing/session';
import { Button } from '../../../components/ui/button';
import { FormError, TextareaField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/error-message';
import { isNetworkFailure } from '../../../lib/outbox/offline-write';
import { previewInBrowser, UnreadableResult } from '../../../lib/resources/run-offline';
import { previewImport } from '../../../lib/resources/runs';
import { parsePick, type RunFormValues } from '../lib/run-form';
import type { LogRunBody } from '../lib/run-resolvers';
import { ImportMyRaces } from './import-my-races';
import { PreviewTable, suggestedPick } from './preview-table';
import { TrackQuestion } from './track-question';

/** Whatever the file holds, a result larger than this is not one (the server refuses it too). */
const MAX_FILE_BYTES = MAX_IMPORT_TEXT * 4;

/**
 * A result from a timing system, pasted or read from a file (dropped or chosen), previewed by the
 * server: its races and drivers, the racer's own preselected. The file is decoded here (UTF-8, GBK,
 * UTF-16), so a wrongly encoded file is refused with a reason rather than read as mojibake.
 */
export function ResultImport({ form }: { form: UseFormReturn<RunFormValues, unknown, LogRunBody> }) {
  const fileId = useId();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [track, setTrack] = useState<{ fileSays: string; mine: string; using: boolean } | null>(null);
  const { errors } = form.formState;

  const client = useQueryClient();
  const read = useMutation({
    // At the track without a connection the browser reads it with the server's own parsers.
    mutationFn: (text: string) =>
      previewImport(text).catch((error: unknown) => {
        if (isNetworkFailure(error)) return previewInBrowser(text, client);
        throw error;
      }),
    onSuccess: (answer) => {
      setPreview(answer);
      const pick = suggestedPick(answer);
      form.setValue('pick', pick);
      // A main is filed as a main, a heat as a qualifier: the kind of the racer's race (or the first).
      const race = answer.races[parsePick(pick)?.race ?? 0];
      const session = race && (race.kind ? SESSION_OF_KIND[race.kind] : sessionOfRace(race.name, race.round));
      if (session) form.setValue('session', session);
      // The run's date is the file's, where it says; left blank, the event and round are the file's
      // too (the server fills them in). The track is the racer's: a blank one takes the file's track,
      // one they chose stays unless they answer the question (issue 29).
      if (answer.date) form.setValue('date', answer.date);
      const mine = form.getValues('trackName').trim();
      const fileSays = answer.track ?? answer.event;
      if (!mine && answer.track) form.setValue('trackName', answer.track);
      else if (mine && fileSays && fileSays.toLowerCase() !== mine.toLowerCase())
        setTrack({ fileSays, mine, using: false });
    },
  });

  const readText = (text: string) => {
    setPreview(null);
    setTrack(null);
    form.setValue('pick', '');
    if (text.trim()) read.mutate(text);
  };

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError('A result file must be at most 2 MB');
      return;
    }
    const decoded = decodeResultBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      setFileError(decoded.message);
      return;
    }
    form.setValue('resultText', decoded.text, { shouldValidate: form.formState.isSubmitted });
    readText(decoded.text);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const textField = form.register('resultText', {
    // Changed text is another result: the old preview (and pick) no longer stand.
    onChange: () => {
      setPreview(null);
      setTrack(null);
      form.setValue('pick', '');
    },
  });

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut for pointer users; Choose a file is the accessible way in. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-3 rounded-md border-2 border-dashed p-3 ${dragging ? 'border-primary bg-accent' : 'border-border'}`}
      >
        <TextareaField
          label="Paste the result"
          rows={6}
          autoComplete="off"
          spellCheck={false}
          hint="From RCScoringPro, MyRCM, LiveRC, LiveTime RC, RC Timing or MyLaps: copy the result page's text, or drop its file here."
          error={errors.resultText?.message}
          {...textField}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={read.isPending}
            onClick={() => readText(form.getValues('resultText'))}
          >
            {read.isPending ? 'Reading…' : 'Read the result'}
          </Button>
          <label
            htmlFor={fileId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 font-medium hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <FileUp aria-hidden="true" className="size-4" />
            Choose a file
            <input
              id={fileId}
              type="file"
              accept=".txt,.csv,.htm,.html,.xml,text/*"
              className="sr-only"
              onChange={(event) => {
                void readFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      </div>
      <FormError
        message={
          fileError ??
          (read.isError
            ? (serverMessage(read.error) ??
              (read.error instanceof UnreadableResult
                ? read.error.message
                : 'Could not read the result. Check your connection and try again.'))
            : null)
        }
      />
      {track && (
        <TrackQuestion
          {...track}
          onChoose={(using) => {
            setTrack({ ...track, using });
            form.setValue('trackName', using ? track.fileSays.slice(0, 100) : track.mine);
          }}
        />
      )}
      {preview && <ImportMyRaces form={form} preview={preview} />}
      {preview && <PreviewTable preview={preview} register={form.register} />}
      {preview && errors.pick?.message && (
        <p className="text-sm font-medium text-danger-text">{errors.pick.message}</p>
      )}
      {!preview && errors.pick?.message && (
        <p className="text-sm font-medium text-danger-text">Read the result, then pick your driver.</p>
      )}
    </div>
  );
}
