import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isActive, type NavItem } from './nav-items';

/**
 * The main navigation: icon over short label on phones (only the items marked phoneTab, so five fit
 * 390 px unclipped; the menu lists the rest), icon beside the short label from 768 px, beside the full
 * label from 1024 px, where all seven signed-in sections fit on one line.
 */
export function TabBar({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="border-b border-border bg-card">
      <ul className="mx-auto flex max-w-6xl px-1 md:gap-1 md:px-4">
        {items.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <li
              key={item.to}
              className={cn('min-w-0 flex-1 md:flex-none', !item.phoneTab && 'hidden md:block')}
            >
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 border-b-2 px-1 py-1.5 text-xs font-medium',
                  'md:flex-row md:gap-2 md:px-3 md:text-sm',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 md:size-4" />
                <span className="whitespace-nowrap lg:hidden">{item.short}</span>
                <span className="hidden whitespace-nowrap lg:inline">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
