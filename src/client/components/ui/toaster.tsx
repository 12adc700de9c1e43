import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { dismissToast, useToasts } from './use-toast';

/** Radix Toast with SPEC §9's numbers: 5000 ms, swipe right past 50 px, F8 (Radix default hotkey). */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[state=closed]:hidden',
            variant === 'destructive'
              ? 'border-danger bg-danger text-danger-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && <Toast.Description className="text-sm">{description}</Toast.Description>}
            {action && (
              <Toast.Action altText={action.altText} asChild>
                <Button size="sm" className="mt-1 justify-self-start" onClick={action.onClick}>
                  {action.label}
                </Button>
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/*
       * On a phone the editor's Save bar sticks to the bottom of the screen, so toasts come in at the
       * top, just under the sticky header (whose menu stays reachable), never over Save; from 640 px,
       * where the buttons sit in the page, bottom right as before.
       */}
      <Toast.Viewport className="fixed inset-x-0 top-(--header-height) z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:max-w-sm" />
    </Toast.Provider>
  );
}
