import { Car, FileText, Lightbulb, Link2, type LucideIcon, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const TILES: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/setup-tips', label: 'Setup Tips', icon: Lightbulb },
  { to: '/fleet', label: 'Fleet', icon: Car },
  { to: '/setup-sheets', label: 'Setup Sheets', icon: FileText },
  { to: '/resources', label: 'Links', icon: Link2 },
];

/** SPEC §2 dashboard Quick Access: four large tiles, two by two, easy to hit with a thumb. */
export function QuickAccessCard() {
  return (
    <Card aria-labelledby="quick-access-title">
      <CardHeader>
        <CardTitle id="quick-access-title" className="flex items-center gap-2">
          <Zap aria-hidden="true" className="size-5 text-primary" />
          Quick Access
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3">
          {TILES.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-border bg-muted p-3 text-center text-sm font-medium transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
