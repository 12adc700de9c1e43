import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { buttonClass } from './button';
import { useFileDrop } from './use-file-drop';

interface FileChoiceProps {
  /** The visible text, which also names the file input ("Import setup file"). */
  label: string;
  accept: string;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  size?: 'default' | 'sm';
  /** The file chosen or dropped on it. */
  onFile: (file: File) => void;
}

/**
 * A file picker that looks like a button: a label around a visually hidden input, so the label names
 * the input for screen readers and tests, and carries its focus ring. A file dropped on it is taken
 * too, a shortcut for pointer users.
 */
export function FileChoice({
  label,
  accept,
  disabled,
  variant = 'secondary',
  size = 'default',
  onFile,
}: FileChoiceProps) {
  const id = useId();
  const { dragging, handlers } = useFileDrop(onFile, disabled);
  return (
    <label
      htmlFor={id}
      {...handlers}
      className={cn(
        buttonClass(variant, size),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        disabled && 'pointer-events-none opacity-60',
        dragging && 'outline-2 outline-dashed outline-primary',
      )}
    >
      <FileUp aria-hidden="true" className="size-4" />
      {label}
      <input
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
