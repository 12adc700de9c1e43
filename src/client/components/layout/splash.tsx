import { useEffect, useState } from 'react';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../../../shared/constants/limits';
import { cn } from '../../lib/cn';

// The e2e fixtures set this same key to skip the splash.
export const SPLASH_SESSION_KEY = 'rc-splash-shown';

type Phase = 'showing' | 'fading' | 'done';

// Read-only so StrictMode's double call of the state initializer cannot consume the flag.
function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(SPLASH_SESSION_KEY) !== null;
  } catch {
    // Without session storage we cannot remember it, so skip rather than show it on every load.
    return true;
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * SPEC §2 splash: 3.5 s, then a 0.3 s fade, once per browser session. It is aria-hidden and lets
 * pointer events through, so it never traps keyboard, screen-reader or test interaction; the app
 * renders underneath meanwhile. Under prefers-reduced-motion nothing moves, the timing is the same.
 */
export function Splash() {
  const [phase, setPhase] = useState<Phase>(() => (alreadyShown() ? 'done' : 'showing'));

  // Timers start once, on mount; the phase changes they cause must not restart them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only timers (see above).
  useEffect(() => {
    if (phase === 'done') return;
    markShown();
    const fade = setTimeout(() => setPhase('fading'), SPLASH_DURATION_MS);
    const done = setTimeout(() => setPhase('done'), SPLASH_DURATION_MS + SPLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, []);

  if (phase === 'done') return null;
  return (
    <div
      data-testid="splash"
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-0 z-[200] flex flex-col items-center justify-center gap-4 bg-background px-6 text-center',
        'transition-opacity duration-300 ease-out motion-reduce:transition-none',
        phase === 'fading' ? 'opacity-0' : 'opacity-100',
      )}
    >
      <img
        src="/logo.svg"
        alt=""
        width="96"
        height="96"
        className="size-24 motion-safe:animate-splash-bounce"
      />
      <p className="text-3xl font-bold tracking-tight motion-safe:animate-splash-rise sm:text-4xl">
        RC Setup Assistant
      </p>
      <p className="text-lg text-muted-foreground motion-safe:animate-splash-rise">
        Complete RC Setup Assistant
      </p>
      <div className="mt-2 h-1 w-48 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-full bg-primary motion-safe:animate-splash-bar" />
      </div>
    </div>
  );
}
