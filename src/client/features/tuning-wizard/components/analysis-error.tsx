import { serverMessage } from '../../../lib/error-message';
import { TapButton } from './tap-button';

export const ANALYSIS_FALLBACK = 'Unable to analyse setup. Please try again.';

/** SPEC §8: 'Analysis Failed' with the server's message, or the fallback; 'Try Again' clears the goal. */
export function AnalysisError({ error, onTryAgain }: { error: Error; onTryAgain: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-danger bg-danger-soft p-4"
    >
      <h3 data-step-heading tabIndex={-1} className="text-lg font-semibold text-danger-text outline-none">
        Analysis Failed
      </h3>
      <p>{serverMessage(error) ?? ANALYSIS_FALLBACK}</p>
      <TapButton variant="secondary" onTap={onTryAgain}>
        Try Again
      </TapButton>
    </div>
  );
}
