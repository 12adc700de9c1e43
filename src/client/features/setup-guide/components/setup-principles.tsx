import { Gauge, Scale } from 'lucide-react';
import { SETUP_PRINCIPLES } from '../guide-content/fundamentals';

const ICONS = [Gauge, Scale];

/** SPEC §2 'Setup Principles' pair: Start Conservative and Balance is Key. */
export function SetupPrinciples() {
  return (
    <section aria-labelledby="setup-principles-title" className="mt-6">
      <h3 id="setup-principles-title" className="mb-3 font-semibold">
        Setup Principles
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SETUP_PRINCIPLES.map((principle, i) => {
          const Icon = ICONS[i] ?? Gauge;
          return (
            <li key={principle.title} className="rounded-md bg-accent p-4 text-accent-foreground">
              <h4 className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {principle.title}
              </h4>
              <p className="mt-1 text-sm">{principle.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
