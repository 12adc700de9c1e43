import { Accordion } from 'radix-ui';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { QUICK_REFERENCE } from '../guide-content/quick-reference';
import { SetupPrinciples } from './setup-principles';

/**
 * Drawn here rather than imported from lucide-react: importing the ChevronDown icon, which the entry chunk
 * also uses, makes rolldown split lucide's core out of the entry into an extra eager chunk (+0.4 KiB gzip).
 */
function ChevronDown({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** SPEC §2 'Quick Setup Reference': three collapsible sections, only one open at a time. */
export function QuickReferenceCard() {
  return (
    <Card aria-labelledby="quick-reference-title" className="render-when-visible">
      <CardHeader>
        <CardTitle id="quick-reference-title">Quick Setup Reference</CardTitle>
        <CardDescription>
          Starting points by surface, fixes by symptom, and changes you can make between heats.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* type="single" keeps one section open; collapsible lets the racer close it again. */}
        <Accordion.Root
          type="single"
          collapsible
          className="divide-y divide-border rounded-md border border-border"
        >
          {QUICK_REFERENCE.map((section) => (
            <Accordion.Item key={section.value} value={section.value}>
              {/* Radix renders the header as an <h3>, under the card's <h2>. */}
              <Accordion.Header>
                <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-muted">
                  {section.title}
                  <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4">
                <p className="mb-3 text-sm text-muted-foreground">{section.lead}</p>
                <dl className="grid gap-3 md:grid-cols-2">
                  {section.items.map((item) => (
                    <div key={item.title} className="rounded-md bg-muted p-3">
                      <dt className="text-sm font-semibold">{item.title}</dt>
                      <dd className="mt-1 text-sm">{item.text}</dd>
                    </div>
                  ))}
                </dl>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <SetupPrinciples />
      </CardContent>
    </Card>
  );
}
