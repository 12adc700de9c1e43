import { Calculator } from 'lucide-react';
import { Link } from 'react-router';

/** The app's own garage tools, first on /resources where a racer looks for help beyond setups. */
export function ToolList() {
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="mb-3 text-xl font-semibold">
        Tools
      </h2>
      <div className="flex gap-3 rounded-lg border border-border bg-card p-4">
        <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link to="/tools/gearing" className="text-primary underline-offset-4 hover:underline">
              Gearing calculator
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Final drive ratio, rollout and top speed; a gear chart and gears for a rollout.
          </p>
        </div>
      </div>
    </section>
  );
}
