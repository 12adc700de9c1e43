import { ArrowLeft, ClipboardList } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader } from '../ui/card';

interface EditorCardProps {
  title: string;
  /** Phones only: back to the list, which hides while a setup is open. */
  onBack: () => void;
  children: ReactNode;
}

/** The editor's frame: its title (focused on phones when it opens) and the phone's Back to list. */
export function EditorCard({ title, onBack, children }: EditorCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="gap-3">
        <Button variant="ghost" size="sm" onClick={onBack} className="w-fit md:hidden">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </Button>
        <h2
          id={titleId}
          data-editor-title
          tabIndex={-1}
          className="text-xl leading-tight font-semibold break-words outline-none"
        >
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The editor area with nothing open ('Select a Setup Sheet', 'Select an ESC Setup'). */
export function EditorPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed p-8 text-center">
      <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </Card>
  );
}

/**
 * The editor's buttons. On phones they stick to the bottom of the screen, so Save is always at hand
 * in a long form; from 640 px they sit in a row.
 */
export function EditorActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-border bg-card px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:px-0 sm:pb-0">
      {children}
    </div>
  );
}
