import { BookOpen, ExternalLink as ExternalIcon, FileText } from 'lucide-react';
import { ExternalLink } from '../../../components/ui/external-link';
import { hostOf, SETUP_RESOURCES } from '../resource-links';

/** SPEC §2 Resources: setup and tuning resources with a title and a description each. */
export function ResourceList() {
  return (
    <section aria-labelledby="setup-resources-title">
      <h2 id="setup-resources-title" className="mb-3 text-xl font-semibold">
        Setup &amp; tuning resources
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {SETUP_RESOURCES.map((resource) => {
          const local = resource.kind === 'local';
          const Icon = local ? FileText : BookOpen;
          return (
            <li
              key={resource.id}
              className={`flex gap-3 rounded-lg border bg-card p-4 ${local ? 'border-primary md:col-span-2' : 'border-border'}`}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <h3 className="font-semibold">
                  <ExternalLink
                    href={resource.href}
                    className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                  >
                    {resource.title}
                    {local && ' (PDF)'}
                    <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  </ExternalLink>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{resource.description}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {local ? 'PDF, served by RC Setup Assistant' : hostOf(resource.href)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
