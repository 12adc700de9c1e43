import { Link } from 'react-router';

const QUICK_LINKS = [
  { to: '/public-setups', label: 'Browse public setups' },
  { to: '/resources', label: 'Manufacturer links' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
        <nav aria-label="Quick links">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-muted-foreground">© {new Date().getFullYear()} RC Setup Assistant</p>
      </div>
    </footer>
  );
}
