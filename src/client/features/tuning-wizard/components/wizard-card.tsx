import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BetaBadge } from './beta-badge';
import { TapButton } from './tap-button';

const loadDialog = () => import('./tuning-wizard-dialog');
const TuningWizardDialog = lazy(loadDialog);

/**
 * The Setup Tips 'AI Setup Wizard' card (SPEC §2). The dialog and everything behind it is its own
 * chunk, fetched when the racer reaches for the button. `signedIn` comes from the route, where auth
 * meets the feature.
 */
export function WizardCard({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const start = () => {
    setMounted(true);
    setOpen(true);
  };
  const prefetch = () => void loadDialog();
  return (
    <Card aria-labelledby="ai-wizard-title">
      <CardHeader>
        <CardTitle id="ai-wizard-title" className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          AI Setup Wizard
          <BetaBadge />
        </CardTitle>
        <CardDescription>
          Say what to improve and how the car handles: the wizard ranks setup changes from manufacturers'
          set-up books for your car, with the values to try.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TapButton onTap={start} onPointerEnter={prefetch} onFocus={prefetch}>
          Start Analysis
        </TapButton>
      </CardContent>
      {mounted && (
        <Suspense fallback={null}>
          <TuningWizardDialog open={open} onOpenChange={setOpen} signedIn={signedIn} />
        </Suspense>
      )}
    </Card>
  );
}
