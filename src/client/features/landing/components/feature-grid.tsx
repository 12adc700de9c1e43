import { FEATURES } from '../landing-content';

/** What the app does for a signed-in racer. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="mb-4 text-xl font-semibold">
        What you can do with an account
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border bg-card p-4">
            <Icon aria-hidden="true" className="mb-2 size-6 text-primary" />
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
