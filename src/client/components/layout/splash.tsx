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

const fadeIfShowing = (now: Phase): Phase => (now === 'showing' ? 'fading' : now);

/**
 * SPEC §2 splash: 3.5 s, then a 0.3 s fade, once per browser session; the app renders underneath
 * meanwhile. A tap, click or key ends it early ("Splash ends on a tap or a key",
 * docs/decisions/app-and-tooling.md#everyday-friction-issue-14): the splash covers the
 * page and takes that event, so it never lands on the hidden page below (a tap on the blank splash
 * used to open "Create an account"). It stays aria-hidden: a screen reader reads the page at once.
 * Under prefers-reduced-motion nothing moves, the timing is the same.
 */
export function Splash() {
  const [phase, setPhase] = useState<Phase>(() => (alreadyShown() ? 'done' : 'showing'));
  const showing = phase !== 'done';

  // The timer starts once, on mount; the phase changes it causes must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only timer (see above).
  useEffect(() => {
    if (phase === 'done') return;
    markShown();
    const fade = setTimeout(() => setPhase(fadeIfShowing), SPLASH_DURATION_MS);
    return () => clearTimeout(fade);
  }, []);

  useEffect(() => {
    if (!showing) return;
    // Captured at the window, before any element of the page: the event ends the splash and goes no
    // further. A tap ends it on its click, the last event of a tap, so nothing of it is left to land
    // on the page. Until the splash is gone (fade included) every further tap or key is taken too,
    // except the browser's own shortcuts (reload, new tab), which still work.
    const end = (event: Event) => {
      setPhase(fadeIfShowing);
      if (event instanceof KeyboardEvent && (event.ctrlKey || event.metaKey || event.altKey)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('click', end, true);
    window.addEventListener('keydown', end, true);
    return () => {
      window.removeEventListener('click', end, true);
      window.removeEventListener('keydown', end, true);
    };
  }, [showing]);

  // Timed or ended early, it fades the same way, then goes.
  useEffect(() => {
    if (phase !== 'fading') return;
    const done = setTimeout(() => setPhase('done'), SPLASH_FADE_MS);
    return () => clearTimeout(done);
  }, [phase]);

  if (!showing) return null;
  return (
    <div
      data-testid="splash"
      aria-hidden="true"
      className={cn(
        'fixed inset-0 z-[200] flex cursor-pointer touch-none flex-col items-center justify-center gap-4 bg-background px-6 text-center select-none',
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
