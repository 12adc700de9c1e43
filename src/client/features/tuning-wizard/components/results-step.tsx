import { ChevronRight, ClipboardCheck } from 'lucide-react';
import type { AnalysisResult } from '../../../../shared/schemas/tuning';
import { tryTarget } from '../lib/try-this';
import type { WizardState } from '../lib/use-wizard';
import { StepTitle } from './goal-step';
import { RecommendationCard } from './recommendation-card';
import { TapButton } from './tap-button';

interface ResultsStepProps {
  result: AnalysisResult;
  state: WizardState;
  onShowAll: () => void;
  onToggle: (id: string) => void;
  onNewGoal: () => void;
  onClose: () => void;
}

/**
 * Step 3: summary, maintenance check, recommendations, More Options / New Goal / Close (SPEC §2, §4).
 * The maintenance check is a closed disclosure, so on a phone the first recommendation is on the first
 * screen (issue 17).
 */
export function ResultsStep({ result, state, onShowAll, onToggle, onNewGoal, onClose }: ResultsStepProps) {
  const shown = state.showAll ? result.allRecommendations : result.recommendations;
  const more = result.allRecommendations.length - result.recommendations.length;
  const tips = result.maintenanceTips;
  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-3">
      <StepTitle step={3}>{`Recommendations: ${result.goal}`}</StepTitle>
      <p className="text-sm">{result.summary}</p>
      {tips.length > 0 && (
        <details className="group rounded-lg border border-border bg-muted text-sm">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-semibold [&::-webkit-details-marker]:hidden">
            <ClipboardCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="grow">Pre-Setup Maintenance Check ({tips.length})</span>
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
          </summary>
          <ul className="list-disc px-3 pb-3 pl-8">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </details>
      )}
      {shown.length === 0 ? (
        <p className="text-muted-foreground">No setup changes recommended.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Recommended changes">
          {shown.map((rec, i) => {
            const target = tryTarget(rec, result.vehicle);
            return (
              <RecommendationCard
                key={rec.id}
                rec={rec}
                rank={i + 1}
                expanded={state.expanded.has(rec.id)}
                onToggle={() => onToggle(rec.id)}
                tryThis={target ? { target, goal: result.goal } : undefined}
              />
            );
          })}
        </ol>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {more > 0 && !state.showAll && (
          <TapButton variant="secondary" onTap={onShowAll}>
            More Options ({more})
          </TapButton>
        )}
        <TapButton variant="secondary" onTap={onNewGoal}>
          New Goal
        </TapButton>
        <TapButton onTap={onClose}>Close</TapButton>
      </div>
    </section>
  );
}
