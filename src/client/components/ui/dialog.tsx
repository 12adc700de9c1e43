import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
  /** The element that opens it (Radix Trigger, asChild): focus goes back to it when it closes. */
  trigger?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog over Radix Dialog: focus trapped and restored, Escape and the close button dismiss.
 * Its content unmounts when closed, so a form inside starts afresh on every open (SPEC §4 "reset on open").
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  className,
  trigger,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <RadixDialog.Content
          // Without a description Radix wants an explicit undefined, or it warns in the console.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg',
            '-translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border',
            'bg-card p-4 text-card-foreground shadow-xl outline-none sm:p-6',
            className,
          )}
        >
          <div className={cn('flex flex-col gap-1 pr-8', hideTitle && 'sr-only')}>
            <RadixDialog.Title className="text-lg font-semibold leading-tight">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-muted-foreground">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The buttons row at the bottom of a dialog form: stacked on phones, right-aligned from sm up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}

interface CancelAndSubmitProps {
  onCancel: () => void;
  /** While the save is on its way both buttons hold, so a second tap sends nothing. */
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
}

/** A form's Cancel and submit buttons, the same in every dialog and card that edits something. */
export function CancelAndSubmit({
  onCancel,
  pending,
  submitLabel,
  pendingLabel = 'Saving...',
}: CancelAndSubmitProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
