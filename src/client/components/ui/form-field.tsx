import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

const controlClass =
  'block h-10 w-full rounded-md border border-input bg-card px-3 text-base text-card-foreground ' +
  'placeholder:text-muted-foreground disabled:opacity-60 read-only:bg-muted aria-[invalid=true]:border-danger-text';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control and error wired together: a visible <label>, aria-invalid and aria-describedby. */
function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode };

/** A native <select>: fully keyboard and screen-reader friendly on phones without extra code. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** An inline form-level error announced as soon as it appears. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-danger-text bg-danger-soft p-3 text-sm text-danger-text"
    >
      {message}
    </p>
  );
}
