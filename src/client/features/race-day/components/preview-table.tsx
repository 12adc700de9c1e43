import type { UseFormRegister } from 'react-hook-form';
import type { ImportPreview } from '../../../../shared/schemas/run-import';
import { raceLabel } from '../lib/race-label';
import { figureText, formatRunDate, isOfficial } from '../lib/run-display';
import { pickOf, type RunFormValues } from '../lib/run-form';
import { importable, lapsCut, PreviewNotes, UnreadParts } from './preview-notes';
import { OfficialTag } from './run-stats';

/**
 * A figure as the run will show it (issue 29): the file's own where it states one, tagged, at the
 * digits the file gives; else worked out from the laps, to their resolution.
 */
function Figure({ text, official }: { text: string; official: boolean }) {
  return (
    <>
      <span className="block">{text}</span>
      {official && <OfficialTag />}
    </>
  );
}

/**
 * The first race in which a driver is the racer's own (by transponder or name) and can be imported:
 * picked to start with.
 */
export function suggestedPick(preview: ImportPreview): string {
  for (const [race, { drivers }] of preview.races.entries()) {
    const driver = drivers.findIndex((d) => d.suggested && importable(d));
    if (driver >= 0) return pickOf(race, driver);
  }
  return '';
}

const cell = 'px-2 py-2 align-top';
/** Figures never break inside (the page breaks a word longer than its line). */
const figure = `${cell} whitespace-nowrap text-right tabular-nums`;
/** The total needs room a phone has not: from 640 px. */
const total = `${figure} hidden sm:table-cell`;

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
      {preview.notes && preview.notes.length > 0 && <PreviewNotes notes={preview.notes} />}
      {preview.unread && preview.unread.length > 0 && <UnreadParts parts={preview.unread} />}
      {preview.races.some((r) => r.drivers.some((d) => d.official)) && (
        <p className="text-sm text-muted-foreground">
          Figures marked Official are as the results file states them, and the run keeps them; the others are
          worked out from the laps.
        </p>
      )}
      {preview.races.map((race, raceIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the file's order, fixed while the preview lasts; names may repeat
        <div key={raceIndex} className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="bg-muted px-2 py-2 text-left font-semibold">
              {raceLabel({ ...race, fullName: race.name })}
            </caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className={cell}>
                  Driver
                </th>
                <th scope="col" className={figure}>
                  Laps
                </th>
                <th scope="col" className={figure}>
                  Best
                </th>
                <th scope="col" className={total}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {race.drivers.map((driver, driverIndex) => {
                const details = [
                  driver.position !== undefined && `P${driver.position}`,
                  driver.carNumber && `Car #${driver.carNumber}`,
                  driver.transponder && `Transponder ${driver.transponder}`,
                ].filter(Boolean);
                const cut = lapsCut(driver);
                const official = driver.official;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as the races above
                  <tr key={driverIndex} className="border-t border-border">
                    <td className={cell}>
                      <label className="flex items-start gap-2">
                        <input
                          type="radio"
                          value={pickOf(raceIndex, driverIndex)}
                          // A driver the file lists without laps (did not start) has nothing to import,
                          // and one with more laps than a run holds is refused by the import.
                          disabled={!importable(driver)}
                          className="mt-1 size-4 shrink-0 accent-primary"
                          {...register('pick')}
                        />
                        <span className="flex flex-col">
                          <span className="font-medium [overflow-wrap:break-word]">
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
                          {cut && <span className="text-xs text-muted-foreground">{cut}</span>}
                          {driver.note && (
                            <span className="text-xs text-muted-foreground">Note: {driver.note}</span>
                          )}
                        </span>
                      </label>
                    </td>
                    <td className={figure}>
                      <Figure text={String(driver.stats.laps)} official={isOfficial(driver.stats, 'laps')} />
                    </td>
                    <td className={figure}>
                      <Figure
                        text={figureText({ stats: driver.stats, official }, 'bestMs')}
                        official={isOfficial(driver.stats, 'bestMs')}
                      />
                    </td>
                    <td className={total}>
                      <Figure
                        text={figureText({ stats: driver.stats, official }, 'totalMs')}
                        official={isOfficial(driver.stats, 'totalMs')}
                      />
                    </td>
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
