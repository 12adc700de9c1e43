import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { WIZARD_PARAM } from '../lib/wizard-link';
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
  const startButton = useRef<HTMLButtonElement>(null);
  const start = () => {
    setMounted(true);
    setOpen(true);
  };
  const prefetch = () => void loadDialog();
  const [params, setParams] = useSearchParams();
  const linked = params.get(WIZARD_PARAM) === 'open';
  // Reached by ?wizard=open: the wizard opens once, and the parameter leaves the address (the entry
  // replaced), so a reload or a way back after closing it does not open it again.
  useEffect(() => {
    if (!linked) return;
    setMounted(true);
    setOpen(true);
    setParams(
      (current) => {
        current.delete(WIZARD_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [linked, setParams]);
  // The dialog has no Radix trigger (it is mounted on the first tap), so Radix gives focus back to
  // nothing when it closes: it goes back to Start Analysis here, whichever way the wizard was opened.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      startButton.current?.focus();
    }
  }, [open]);
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
        <TapButton ref={startButton} onTap={start} onPointerEnter={prefetch} onFocus={prefetch}>
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
