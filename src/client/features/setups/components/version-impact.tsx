import { TriangleAlert } from 'lucide-react';
import type { TrackImpact, VersionImpact } from '../../../../shared/schemas/run-impact';
import type { VersionOutcome } from '../../../../shared/schemas/setup-version';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';
import {
  confounderText,
  effectFigures,
  effectHeadline,
  notComparableText,
  tooLittleText,
} from '../lib/impact-text';
import { SetOutcomeButton } from './set-outcome-button';

interface VersionImpactProps {
  kind: { tab: SetupTab };
  setupId: number;
  version: number;
  outcome: VersionOutcome;
  /** The version's runs and what they did; undefined when it has none. */
  impact: VersionImpact | undefined;
  /** Whether any version of the setup has runs: a racer who logs none is not told on every version. */
  anyRuns: boolean;
}

function TrackEffect({
  kind,
  setupId,
  version,
  outcome,
  track,
}: Omit<VersionImpactProps, 'impact' | 'anyRuns'> & { track: TrackImpact }) {
  const { effect } = track;
  if (!effect.comparable)
    return (
      <p className="text-sm">
        <span className="font-medium">{track.trackName}:</span> {notComparableText(track)}.
      </p>
    );
  const headline = `${track.trackName}: ${effectHeadline(effect)}`;
  const confounders = effect.confounders.map((c) => confounderText(c, contentKindOf(kind)));
  const caveat = confounders.length ? `Also different: ${confounders.join(', ')}.` : '';
  const tooLittle = tooLittleText(effect);
  // Only a verdict beyond the noise is offered as the outcome; too little to tell offers none.
  const offered = effect.verdict === 'too-little-to-tell' ? null : effect.verdict;
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p>
        <span className="font-medium">{track.trackName}:</span> {effectHeadline(effect)}
      </p>
      <p className="text-xs text-muted-foreground">{effectFigures(effect)}</p>
      {tooLittle && <p>{tooLittle}</p>}
      {caveat && (
        <p className="flex gap-1.5">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{caveat}</span>
        </p>
      )}
      {offered && offered !== outcome && (
        <SetOutcomeButton
          kind={kind}
          setupId={setupId}
          version={version}
          outcome={offered}
          track={track.trackName}
          evidence={`${headline}. ${caveat}`.trim()}
        />
      )}
    </div>
  );
}

/** What a version did on track (issue 16): per track, its runs against those on the version before. */
export function VersionImpactLines({ impact, anyRuns, ...entry }: VersionImpactProps) {
  if (!impact)
    return anyRuns ? <p className="text-sm text-muted-foreground">No runs on this version yet.</p> : null;
  return (
    <div className="flex flex-col divide-y divide-border rounded-md bg-muted px-3 [&>*]:py-3">
      {impact.tracks.map((track) => (
        <TrackEffect key={track.trackName} {...entry} track={track} />
      ))}
    </div>
  );
}
