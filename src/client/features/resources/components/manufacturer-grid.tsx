import { ExternalLink as ExternalIcon } from 'lucide-react';
import { ExternalLink } from '../../../components/ui/external-link';
import { hostOf, MANUFACTURER_LINKS } from '../resource-links';

/** SPEC §3 'Manufacturer links': a grid of the manufacturers' own sites. */
export function ManufacturerGrid() {
  return (
    <section aria-labelledby="manufacturers-title">
      <h2 id="manufacturers-title" className="mb-1 text-xl font-semibold">
        Manufacturers
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Kit manuals, setup sheets and spare parts from the makers.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {MANUFACTURER_LINKS.map((maker) => (
          <li key={maker.id}>
            <ExternalLink
              href={maker.href}
              className="flex h-full min-h-16 flex-col justify-center rounded-lg border border-border bg-card p-3 transition-colors hover:border-primary hover:bg-muted"
            >
              <span className="flex items-center justify-between gap-2 font-semibold">
                {maker.name}
                <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              </span>
              <span className="truncate text-xs text-muted-foreground">{hostOf(maker.href)}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
