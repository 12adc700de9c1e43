import type { ReactNode } from 'react';
import type { Recommendation } from '../../../../shared/schemas/tuning';
import type { TryTarget } from '../lib/try-this';
import { FromResults } from './from-results';
import { TapButton } from './tap-button';
import { TryThis } from './try-this';

interface RecommendationCardProps {
  rec: Recommendation;
  rank: number;
  expanded: boolean;
  onToggle: () => void;
  /** Present when the change can be written into one of the car's installed setups. */
  tryThis?: { target: TryTarget; goal: string };
}

const IMPACT_STYLE: Record<Recommendation['impact'], string> = {
  High: 'border-primary text-foreground',
  Medium: 'border-input text-foreground',
  Low: 'border-border text-muted-foreground',
};

/** One recommendation (SPEC §2): category, impact, difficulty, current, suggested, reasoning, details. */
export function RecommendationCard({ rec, rank, expanded, onToggle, tryThis }: RecommendationCardProps) {
  const base = `rec-${rec.parameter}-${rec.direction}`;
  const info = rec.detailedInfo;
  return (
    <li className="rounded-lg border border-border bg-card p-3 sm:p-4">
      <article aria-labelledby={`${base}-title`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 id={`${base}-title`} className="font-semibold">
            <span className="sr-only">{rank}. </span>
            {rec.title}
          </h4>
          <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="About this change">
            <li className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">{rec.category}</li>
            <li className={`rounded-full border px-2 py-0.5 ${IMPACT_STYLE[rec.impact]}`}>
              {rec.impact} impact
            </li>
            <li className="rounded-full border border-border px-2 py-0.5">{rec.difficulty}</li>
          </ul>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Current</dt>
          <dd>{rec.current}</dd>
          <dt className="text-muted-foreground">Suggested</dt>
          <dd className="font-medium">{rec.suggested}</dd>
        </dl>
        <p className="text-sm">{rec.reasoning}</p>
        {rec.fromResults && <FromResults data={rec.fromResults} titleId={`${base}-results`} />}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {info ? (
            <TapButton
              variant="link"
              className="min-h-6 text-sm"
              aria-expanded={expanded}
              aria-controls={`${base}-details`}
              onTap={onToggle}
            >
              {expanded ? 'Less Information' : 'More Information'}
            </TapButton>
          ) : (
            <span />
          )}
          {tryThis && <TryThis target={tryThis.target} goal={tryThis.goal} />}
        </div>
        {info && expanded && (
          <div id={`${base}-details`} className="flex flex-col gap-2 border-t border-border pt-2 text-sm">
            <Detail title="How to adjust">
              <p>{info.howToAdjust}</p>
            </Detail>
            <Detail title="What it improves">
              <List items={info.effects.positive} />
            </Detail>
            <Detail title="What it costs">
              <List items={info.effects.negative} />
            </Detail>
            {info.relatedAdjustments && info.relatedAdjustments.length > 0 && (
              <Detail title="Related adjustments">
                <List items={info.relatedAdjustments} />
              </Detail>
            )}
            {info.tips && info.tips.length > 0 && (
              <Detail title="Tips">
                <List items={info.tips} />
              </Detail>
            )}
            {info.sources && info.sources.length > 0 && (
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">
                  {info.sources.length === 1 ? 'Source: ' : 'Sources: '}
                </span>
                {info.sources.join('; ')}
              </p>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
