import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { OPEN_WIZARD_HREF } from '../lib/wizard-link';
import { BetaBadge } from './beta-badge';

/**
 * SPEC §2 dashboard: the AI Setup Wizard card, BETA, 'Start AI Analysis' leading to /setup-tips with
 * the wizard open (issue 33): the racer asked for the wizard, not for the guide around it.
 */
export function DashboardWizardCard() {
  return (
    <Card aria-labelledby="dashboard-ai-wizard-title">
      <CardHeader>
        <CardTitle id="dashboard-ai-wizard-title" className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          AI Setup Wizard
          <BetaBadge />
        </CardTitle>
        <CardDescription>Describe how your car handles and get setup changes ranked for it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={OPEN_WIZARD_HREF} className={buttonClass('primary')}>
          Start AI Analysis
        </Link>
      </CardContent>
    </Card>
  );
}
