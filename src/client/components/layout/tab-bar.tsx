import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isActive, type NavItem } from './nav-items';

/**
 * The main navigation: icon over short label on phones (only the items marked phoneTab, so five fit
 * 390 px unclipped; the menu lists the rest) and, every section shown, up to 1024 px; icon beside the
 * short label from 1024 px, beside the full label from 1280 px, where all eight signed-in sections
 * fit on one line.
 */
export function TabBar({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="border-b border-border bg-card">
      <ul className="mx-auto flex max-w-6xl px-1 md:px-4 lg:gap-1">
        {items.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <li
              key={item.to}
              className={cn('min-w-0 flex-1 lg:flex-none', !item.phoneTab && 'hidden md:block')}
            >
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 border-b-2 px-1 py-1.5 text-xs font-medium',
                  'lg:flex-row lg:gap-2 lg:px-3 lg:text-sm',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 lg:size-4" />
                <span className="whitespace-nowrap xl:hidden">{item.short}</span>
                <span className="hidden whitespace-nowrap xl:inline">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
