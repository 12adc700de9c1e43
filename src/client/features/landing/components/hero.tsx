import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CLASSES } from '../landing-content';
import { HeroIllustration } from './hero-illustration';

/** The one <h1>, the tagline and the sign-in / sign-up call to action. */
export function Hero() {
  return (
    <section aria-labelledby="landing-title" className="grid items-center gap-6 py-2 md:grid-cols-2 md:py-6">
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          Complete RC Setup Assistant
        </p>
        <h1 id="landing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          RC Setup Assistant
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Keep your fleet, transponders and setup sheets in one place, and find the setup change that fixes
          the way your car handles.
        </p>
        <ul aria-label="Classes covered" className="flex flex-wrap gap-2">
          {CLASSES.map((c) => (
            <li key={c} className="rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
              {c}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth" className={buttonClass('primary')}>
            Sign In
          </Link>
          <Link to="/auth?tab=register" className={buttonClass('secondary')}>
            Create an account
          </Link>
        </div>
      </div>
      <div className="flex justify-center md:justify-end">
        <HeroIllustration />
      </div>
    </section>
  );
}
