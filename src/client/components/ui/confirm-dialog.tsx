import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { buttonClass } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The element that opens the dialog (rendered through AlertDialog.Trigger asChild). Leave it out when
   * the caller opens the dialog itself (a checkbox that asks only when it is ticked, say).
   */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the button that backs out says ('Cancel', or 'Stay' when leaving a page is the question). */
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  /** 'danger' for destructive actions (the default); 'primary' for a confirmation that destroys nothing. */
  tone?: 'danger' | 'primary';
  /**
   * Fields between the description and the buttons (a password, say). With them the body is a
   * form whose submit button is the confirm button, so Enter in a field confirms.
   */
  children?: ReactNode;
  /** Keeps the confirm button disabled (until a field is filled, say). */
  confirmDisabled?: boolean;
  /** Where focus goes on open instead of Cancel (the field the racer must fill first). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A confirmation (Radix AlertDialog), destructive by default: focus starts on Cancel (or on
 * `initialFocus`), Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel,
  pending = false,
  onConfirm,
  tone = 'danger',
  children,
  confirmDisabled = false,
  initialFocus,
}: ConfirmDialogProps) {
  const buttons = (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <AlertDialog.Cancel className={buttonClass('secondary')} disabled={pending}>
        {cancelLabel}
      </AlertDialog.Cancel>
      <AlertDialog.Action
        className={buttonClass(tone)}
        // As a form's submit button, Enter in a field "clicks" it, and only while it is enabled.
        type={children ? 'submit' : 'button'}
        disabled={pending || confirmDisabled}
        onClick={(event) => {
          // Stay open while the request runs; the caller closes it when it settles. (This also
          // stops the form submitting: the click is the confirmation.)
          event.preventDefault();
          onConfirm();
        }}
      >
        {pending && pendingLabel ? pendingLabel : confirmLabel}
      </AlertDialog.Action>
    </div>
  );
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
          onOpenAutoFocus={
            initialFocus
              ? (event) => {
                  event.preventDefault();
                  initialFocus.current?.focus();
                }
              : undefined
          }
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {children ? (
            <form noValidate className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
              {children}
              {buttons}
            </form>
          ) : (
            buttons
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
