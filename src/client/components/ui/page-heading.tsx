import type { ReactNode } from 'react';

/** The one <h1> of a page, with an optional lead paragraph. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  );
}
