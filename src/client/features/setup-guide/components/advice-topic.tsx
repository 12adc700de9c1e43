import { Lightbulb } from 'lucide-react';
import type { AdviceTopic as Topic } from '../guide-content/types';

/** One advice topic: what the setting is, what each change does, and an optional tip. */
export function AdviceTopic({ topic }: { topic: Topic }) {
  const headingId = `topic-${topic.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-md border border-border p-4">
      <h3 id={headingId} className="font-semibold">
        {topic.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{topic.what}</p>
      <dl className="mt-3 flex flex-col gap-2">
        {topic.effects.map((effect) => (
          <div key={effect.change} className="border-l-2 border-primary pl-3">
            <dt className="text-sm font-medium">{effect.change}</dt>
            <dd className="text-sm">{effect.effect}</dd>
          </div>
        ))}
      </dl>
      {topic.tip && (
        <p className="mt-3 flex gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Tip:</strong> {topic.tip}
          </span>
        </p>
      )}
    </article>
  );
}
