import type { FromResults as FromResultsData } from '../../../../shared/schemas/tuning';

const VERDICT = {
  supports: 'Your results back this change.',
  contradicts: 'Your results go against this change.',
  mixed: 'Your results are mixed on this change.',
} as const;

/**
 * What earlier changes of the same setting did on this car (issue 17, from race-day results), and why
 * the card was moved down the list when they go against it.
 */
export function FromResults({ data, titleId }: { data: FromResultsData; titleId: string }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1 rounded-md bg-muted p-2 text-sm">
      <h5 id={titleId} className="font-medium">
        From your results
      </h5>
      {data.lowered && (
        // The server's sentence says it was moved down and why ("Moved down: last time you…").
        <p className="border-l-4 border-primary pl-2 font-medium">{data.lowered}</p>
      )}
      {!data.lowered && <p className="text-muted-foreground">{VERDICT[data.verdict]}</p>}
      {data.past.length > 0 && (
        <ul className="list-disc pl-5">
          {data.past.map((p) => (
            <li key={`${p.setupKind}:${p.setupId}:${p.version}:${p.trackName}`}>{p.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
