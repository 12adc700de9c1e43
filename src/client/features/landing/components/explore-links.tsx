import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { EXPLORE } from '../landing-content';

/** The public pages a visitor can use without an account. */
export function ExploreLinks() {
  return (
    <section aria-labelledby="explore-title">
      <h2 id="explore-title" className="mb-4 text-xl font-semibold">
        Explore without an account
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {EXPLORE.map((item) => (
          <li key={item.to} className="rounded-lg border border-border bg-card p-4">
            <h3 className="font-semibold">
              <Link
                to={item.to}
                className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
              >
                {item.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
