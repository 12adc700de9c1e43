import type { UseFormRegister } from 'react-hook-form';
import type { ImportPreview } from '../../../../shared/schemas/run';
import { formatRunDate, lapTimeOrDash, roundLabel } from '../lib/run-display';
import { pickOf, type RunFormValues } from '../lib/run-form';

type PreviewDriver = ImportPreview['races'][number]['drivers'][number];

/** What the results sheet states: '20 laps · 6:12.345 · best 18.123', or a dash where it states nothing. */
function officialText(driver: PreviewDriver): string {
  const official = driver.official;
  if (!official) return '—';
  const parts = [`${official.laps} laps`];
  if (official.totalMs !== null) parts.push(lapTimeOrDash(official.totalMs));
  if (official.bestMs !== null) parts.push(`best ${lapTimeOrDash(official.bestMs)}`);
  return parts.join(' · ');
}

/** The first race in which a driver is the racer's own (by transponder or name): picked to start with. */
export function suggestedPick(preview: ImportPreview): string {
  for (const [race, { drivers }] of preview.races.entries()) {
    const driver = drivers.findIndex((d) => d.suggested);
    if (driver >= 0) return pickOf(race, driver);
  }
  return '';
}

const cell = 'px-2 py-2 align-top';

/**
 * The races and drivers of a result, one radio per driver: the racer picks whose laps become the
 * run. Their own driver (by transponder, else by name) is marked and preselected.
 */
export function PreviewTable({
  preview,
  register,
}: {
  preview: ImportPreview;
  register: UseFormRegister<RunFormValues>;
}) {
  const about = [preview.event, preview.track, preview.date && formatRunDate(preview.date)].filter(Boolean);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium">
        Pick your driver
        <span className="block font-normal text-muted-foreground">
          {preview.formatLabel} result{about.length ? `: ${about.join(' · ')}` : ''}
        </span>
      </legend>
      {preview.races.map((race, raceIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the file's order, fixed while the preview lasts; names may repeat
        <div key={raceIndex} className="overflow-x-auto rounded-md border border-border">
          <table className="w-full min-w-[22rem] text-sm">
            <caption className="bg-muted px-2 py-2 text-left font-semibold">
              {race.name}
              {race.round ? ` (${roundLabel(race.round)})` : ''}
            </caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className={cell}>
                  Driver
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Laps
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Best
                </th>
                <th scope="col" className={cell}>
                  Results sheet
                </th>
              </tr>
            </thead>
            <tbody>
              {race.drivers.map((driver, driverIndex) => {
                const details = [
                  driver.carNumber && `Car #${driver.carNumber}`,
                  driver.transponder && `Transponder ${driver.transponder}`,
                ].filter(Boolean);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as the races above
                  <tr key={driverIndex} className="border-t border-border">
                    <td className={cell}>
                      <label className="flex items-start gap-2">
                        <input
                          type="radio"
                          value={pickOf(raceIndex, driverIndex)}
                          // A driver the file lists without laps (did not start) has nothing to import.
                          disabled={driver.laps.length === 0}
                          className="mt-1 size-4 shrink-0 accent-primary"
                          {...register('pick')}
                        />
                        <span className="flex flex-col">
                          <span className="font-medium">
                            {driver.name}
                            {driver.suggested && (
                              <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs text-accent-foreground">
                                You
                              </span>
                            )}
                          </span>
                          {details.length > 0 && (
                            <span className="text-xs text-muted-foreground">{details.join(' · ')}</span>
                          )}
                        </span>
                      </label>
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>{driver.stats.laps}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {lapTimeOrDash(driver.stats.bestMs)}
                    </td>
                    <td className={`${cell} tabular-nums text-muted-foreground`}>{officialText(driver)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </fieldset>
  );
}
