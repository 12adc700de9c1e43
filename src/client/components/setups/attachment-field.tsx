import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { ALLOWED_UPLOAD_TYPES } from '../../../shared/constants/limits';
import type { UploadResponse } from '../../../shared/schemas/upload';
import { cn } from '../../lib/cn';
import { FilePreview } from '../files/file-preview';
import { UPLOAD_SUCCEEDED, useUpload } from '../files/use-upload';
import { Button, buttonClass } from '../ui/button';
import { useFileDrop } from '../ui/use-file-drop';

export interface AttachedFile {
  url: string | null;
  type: string | null;
  name: string | null;
}

interface AttachmentFieldProps {
  /** What the racer attaches ('Setup sheet file'); names the group. */
  label: string;
  /** One line on what belongs here, shown while nothing is attached. */
  description: string;
  file: AttachedFile;
  /** The upload finished: the form stores url, type and name (SPEC §4 "Upload"). */
  onUploaded: (uploaded: UploadResponse) => void;
  /** The racer took the file off: the form clears it. */
  onRemove: () => void;
}

const ACCEPT = ALLOWED_UPLOAD_TYPES.join(',');
/**
 * An uploaded file belongs to the setup's unsaved changes until Save (it is kept in the draft, and
 * leaving asks first), so the toast says what keeps it.
 */
const UPLOADED = { ...UPLOAD_SUCCEEDED, description: 'Save the setup to keep the file.' };
// The label carries the focus ring of the visually hidden input it stands for.
const chooseClass = (variant: 'primary' | 'secondary') =>
  cn(
    buttonClass(variant, 'sm'),
    'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
  );

/**
 * The editors' upload area: pick (or drop) a PDF or image, see it through FilePreview, replace or remove
 * it. Uploading goes through useUpload, which checks size and type first and raises SPEC §8's toasts.
 */
export function AttachmentField({ label, description, file, onUploaded, onRemove }: AttachmentFieldProps) {
  const { upload, isUploading } = useUpload({ successToast: UPLOADED });
  const id = useId();
  const hintId = `${id}-hint`;

  const send = async (chosen: File | undefined) => {
    if (!chosen) return;
    const uploaded = await upload(chosen);
    if (uploaded) onUploaded(uploaded);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    void send(chosen);
  };
  const drop = useFileDrop((chosen) => void send(chosen), isUploading);

  const input = (
    <input
      id={id}
      type="file"
      accept={ACCEPT}
      className="peer sr-only"
      aria-describedby={hintId}
      disabled={isUploading}
      onChange={onChange}
    />
  );
  const hint = (
    <p id={hintId} className="text-sm text-muted-foreground">
      {isUploading ? 'Uploading...' : 'PDF, JPEG, PNG, GIF or WebP, up to 5 MB.'}
    </p>
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {file.url ? (
        <div className="flex flex-col gap-3">
          <FilePreview url={file.url} fileType={file.type} fileName={file.name} />
          <div className="flex flex-wrap items-center gap-2">
            {input}
            <label htmlFor={id} className={chooseClass('secondary')}>
              <Upload aria-hidden="true" className="size-4" />
              {isUploading ? 'Uploading...' : 'Replace File'}
            </label>
            <Button variant="danger-ghost" size="sm" onClick={onRemove} disabled={isUploading}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove File
            </Button>
          </div>
          {hint}
        </div>
      ) : (
        // Dropping a file is a shortcut for pointer users; the file input below is the accessible way in.
        <div
          {...drop.handlers}
          className={cn(
            'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center transition-colors',
            drop.dragging ? 'border-primary bg-accent' : 'border-border bg-muted',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-sm">{description}</p>
          {input}
          <label htmlFor={id} className={chooseClass('primary')}>
            {isUploading ? 'Uploading...' : 'Choose File'}
          </label>
          {hint}
        </div>
      )}
    </fieldset>
  );
}
