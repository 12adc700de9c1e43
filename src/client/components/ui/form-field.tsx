import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

const controlBase =
  'block w-full rounded-md border border-input bg-card px-3 text-base text-card-foreground ' +
  'placeholder:text-muted-foreground disabled:opacity-60 read-only:bg-muted aria-[invalid=true]:border-danger-text';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A control shown beside the label (the vehicle dialog's Select/Custom toggle, say). */
  action?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control and error wired together: a visible <label>, aria-invalid and aria-describedby. */
function FieldShell({ label, error, hint, action, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {action}
      </div>
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

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  action?: ReactNode;
}

type TextFieldProps = ComponentProps<'input'> &
  FieldProps & {
    /** Shown inside the box at its end ('mm', '°C') and read out after the field's name. */
    unit?: string;
  };

export function TextField({ label, error, hint, action, className, unit, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} action={action} className={className}>
      {({ id, describedBy }) => {
        const control = (
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={unit ? [`${id}-unit`, describedBy].filter(Boolean).join(' ') : describedBy}
            className={cn(controlBase, 'h-10', unit && 'pr-12')}
            {...input}
          />
        );
        if (!unit) return control;
        return (
          <div className="relative">
            {control}
            <span
              id={`${id}-unit`}
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
            >
              {unit}
            </span>
          </div>
        );
      }}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & FieldProps;

/** A native <select>: fully keyboard and screen-reader friendly on phones without extra code. */
export function SelectField({
  label,
  error,
  hint,
  action,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} action={action} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlBase, 'h-10')}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & FieldProps;

export function TextareaField({ label, error, hint, action, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} action={action} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlBase, 'min-h-20 py-2')}
          {...textarea}
        />
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
