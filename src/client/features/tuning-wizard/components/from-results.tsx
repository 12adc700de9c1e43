import type { FromResults as FromResultsData } from '../../../../shared/schemas/tuning';

/**
 * What earlier changes of the same setting did on this car (issue 17: runs; issue 32: the racer's own
 * marks and notes too), and the server's sentence beside the recommendation: what was tried, in which
 * version, what the racer found, and whether that moved the card ("You tried thinner front shock oil
 * in v3 and marked it Worse, so it is moved down.").
 */
export function FromResults({ data, titleId }: { data: FromResultsData; titleId: string }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1 rounded-md bg-muted p-2 text-sm">
      <h5 id={titleId} className="font-medium">
        From what you tried
      </h5>
      {/* The sentence says itself whether the card moved ("…, so it is moved down."). */}
      <p className={data.moved ? 'border-l-4 border-primary pl-2 font-medium' : 'text-muted-foreground'}>
        {data.sentence}
      </p>
      {data.past.length > 0 && (
        <ul className="list-disc pl-5" aria-label="Earlier changes of this setting">
          {data.past.map((p) => (
            <li key={`${p.setupKind}:${p.setupId}:${p.version}:${p.trackName ?? ''}`}>{p.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
