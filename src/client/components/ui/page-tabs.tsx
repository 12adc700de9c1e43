import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface PageTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

interface PageTabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly PageTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
}

const triggerClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors sm:flex-none sm:px-6 ' +
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * A page split into tabs (Radix Tabs: arrow keys move between them). Every panel stays mounted and the
 * inactive ones are only hidden, so switching tabs never throws away a form being filled in.
 */
export function PageTabs<V extends string>({ label, tabs, value, onValueChange }: PageTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <Tabs.List aria-label={label} className="mb-6 flex gap-1 rounded-lg bg-muted p-1 sm:w-fit">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="outline-none data-[state=inactive]:hidden"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
