import { Car, FileText, Lightbulb, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

const FEATURES = [
  { icon: Car, title: 'Your fleet', text: 'Every car with its photo, status, notes and current setup.' },
  { icon: Radio, title: 'Transponders', text: 'Keep race transponder numbers and which car carries each.' },
  { icon: FileText, title: 'Setup sheets', text: 'Car and ESC setups per track, surface and conditions.' },
  {
    icon: Lightbulb,
    title: 'Tuning help',
    text: 'Setup tips and an AI tuning wizard for handling problems.',
  },
] as const;

const EXPLORE = [
  { to: '/setup-tips', label: 'Setup Tips' },
  { to: '/public-setups', label: 'Community Setups' },
  { to: '/resources', label: 'Resources' },
] as const;

/** The signed-out home: what the app does and where to go next. */
export function LandingPage() {
  useDocumentTitle('Home');
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="landing-title" className="flex flex-col items-start gap-4 py-4 md:py-8">
        <h1 id="landing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          RC Setup Assistant
        </h1>
        <p className="text-xl font-medium text-primary">Complete RC Setup Assistant</p>
        <p className="max-w-2xl text-muted-foreground">
          Built for 1:10 and 1:8 off-road racers: keep your fleet, transponders and setup sheets in one place,
          and find the setup change that fixes the way your car handles.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth" className={buttonClass('primary')}>
            Sign In
          </Link>
          <Link to="/auth?tab=register" className={buttonClass('secondary')}>
            Create an account
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="mb-4 text-xl font-semibold">
          What you can do
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-4">
              <Icon aria-hidden="true" className="mb-2 size-6 text-primary" />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="explore-title">
        <h2 id="explore-title" className="mb-4 text-xl font-semibold">
          Explore without an account
        </h2>
        <ul className="flex flex-wrap gap-3">
          {EXPLORE.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonClass('secondary')}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
