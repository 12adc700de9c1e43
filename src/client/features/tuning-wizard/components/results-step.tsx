import { ClipboardCheck } from 'lucide-react';
import type { AnalysisResult } from '../../../../shared/schemas/tuning';
import { isApplicable } from '../lib/sheet-copy';
import type { WizardState } from '../lib/use-wizard';
import { ApplyCopy } from './apply-copy';
import { StepTitle } from './goal-step';
import { RecommendationCard } from './recommendation-card';
import { TapButton } from './tap-button';

interface ResultsStepProps {
  result: AnalysisResult;
  state: WizardState;
  onShowAll: () => void;
  onToggle: (id: string) => void;
  onToggleCopy: (id: string, current: ReadonlySet<string>) => void;
  onNewGoal: () => void;
  onClose: () => void;
}

/** Step 3: summary, maintenance check, recommendations, More Options / New Goal / Close (SPEC §2, §4). */
export function ResultsStep({
  result,
  state,
  onShowAll,
  onToggle,
  onToggleCopy,
  onNewGoal,
  onClose,
}: ResultsStepProps) {
  const shown = state.showAll ? result.allRecommendations : result.recommendations;
  const more = result.allRecommendations.length - result.recommendations.length;
  const canCopy = result.vehicle?.setupSheetId != null;
  // Until the racer ticks anything, the first change that can be applied is ticked: one change at a time.
  const forCopy =
    state.forCopy ??
    new Set(
      result.recommendations
        .filter(isApplicable)
        .slice(0, 1)
        .map((r) => r.id),
    );
  const chosen = result.allRecommendations.filter((r) => forCopy.has(r.id) && isApplicable(r));
  return (
    <section aria-labelledby="wizard-step-title" className="flex flex-col gap-4">
      <StepTitle step={3}>{`Recommendations: ${result.goal}`}</StepTitle>
      <p>{result.summary}</p>
      {result.maintenanceTips.length > 0 && (
        <section
          aria-labelledby="maintenance-title"
          className="rounded-lg border border-border bg-muted p-3 sm:p-4"
        >
          <h4 id="maintenance-title" className="flex items-center gap-2 font-semibold">
            <ClipboardCheck aria-hidden="true" className="size-5 text-primary" />
            Pre-Setup Maintenance Check
          </h4>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {result.maintenanceTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      {shown.length === 0 ? (
        <p className="text-muted-foreground">No setup changes recommended.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Recommended changes">
          {shown.map((rec, i) => (
            <RecommendationCard
              key={rec.id}
              rec={rec}
              rank={i + 1}
              expanded={state.expanded.has(rec.id)}
              onToggle={() => onToggle(rec.id)}
              copy={
                canCopy && isApplicable(rec)
                  ? { checked: forCopy.has(rec.id), onChange: () => onToggleCopy(rec.id, forCopy) }
                  : undefined
              }
            />
          ))}
        </ol>
      )}
      {canCopy && shown.some(isApplicable) && <ApplyCopy result={result} chosen={chosen} />}
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
