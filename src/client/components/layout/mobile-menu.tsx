import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { isActive, MOBILE_MENU_ITEMS } from './nav-items';

const MENU_ID = 'mobile-menu';

/** Signed-in phone menu (below 768 px): a disclosure that closes on navigation and on Escape. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}

export function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={MENU_ID}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
    </Button>
  );
}

/** `onNavigate` closes it at once, also for a link to the page already shown (no pathname change). */
export function MobileMenuPanel({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav id={MENU_ID} aria-label="Mobile" hidden={!open} className="border-t border-border md:hidden">
      <ul className="flex flex-col p-2">
        {MOBILE_MENU_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium',
                  active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
