import { Bug, Lightbulb, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { QUICK_ACTIONS } from '../contact-content';

const ICONS = { 'report-error': Bug, 'suggest-feature': Lightbulb, 'browse-setups': Users } as const;
const actionClass = cn(
  buttonClass('secondary'),
  'h-auto min-h-10 w-full justify-start whitespace-normal text-left',
);

/** SPEC §2 Contact quick actions: two pre-addressed e-mails and a way into the community setups. */
export function QuickActions() {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick actions</CardTitle>
        <CardDescription>The e-mail actions open your mail app with the subject filled in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {QUICK_ACTIONS.map((action) => {
            const Icon = ICONS[action.id];
            const content = (
              <>
                <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {action.label}
              </>
            );
            return (
              <li key={action.id}>
                {'to' in action ? (
                  <Link to={action.to} className={actionClass}>
                    {content}
                  </Link>
                ) : (
                  <a href={action.href} className={actionClass}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
