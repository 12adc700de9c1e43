import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportCounts,
  type ImportReport,
} from '../../../../shared/schemas/data-transfer';

const total = (counts: ImportCounts) => IMPORT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** How many records the report would create (dry run) or created. */
export const createdTotal = (report: ImportReport) => total(report.created);

function Summary({ report }: { report: ImportReport }) {
  const created = createdTotal(report);
  const skipped = total(report.skipped);
  const conflicts = report.conflicts.length;
  if (report.dryRun && created === 0) {
    return <p className="font-medium">Everything in this file is already here: importing it adds nothing.</p>;
  }
  const parts = [
    `${created} ${report.dryRun ? 'to create' : 'created'}`,
    `${skipped} already here`,
    ...(conflicts > 0 ? [`${conflicts} in conflict (yours kept)`] : []),
  ];
  return <p className="font-medium">{parts.join(', ')}.</p>;
}

/**
 * What an import would do (dry run) or did: a row per kind that the file holds (records to create,
 * already here, in conflict), then each conflict by name with its reason. An import never
 * overwrites: in a conflict the racer's own record stays as it is.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const conflictsOf = (kind: (typeof IMPORT_KINDS)[number]) =>
    report.conflicts.filter((c) => c.kind === kind).length;
  const rows = IMPORT_KINDS.filter(
    (kind) => report.created[kind] + report.skipped[kind] + conflictsOf(kind) > 0,
  );
  const title = report.dryRun ? 'What this file would import' : 'What was imported';
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      <Summary report={report} />
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          {/* Words whole (the page breaks a name longer than its line): a narrow phone scrolls the table instead. */}
          <table className="w-full text-left text-sm wrap-normal break-normal">
            <caption className="sr-only">{title}, by kind</caption>
            <thead className="text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Kind
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {report.dryRun ? 'Will be created' : 'Created'}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Already here
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium whitespace-nowrap">
                  Conflicts
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((kind) => (
                <tr key={kind} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-2 font-medium">
                    {IMPORT_KIND_LABELS[kind]}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{report.created[kind]}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{report.skipped[kind]}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{conflictsOf(kind)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.conflicts.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">In conflict: yours stays as it is</h4>
          <ul className="flex flex-col gap-1 text-sm">
            {report.conflicts.map((conflict) => (
              <li key={`${conflict.kind}-${conflict.name}-${conflict.reason}`}>
                <span className="font-medium">
                  {IMPORT_KIND_LABELS[conflict.kind]}: {conflict.name}
                </span>{' '}
                <span className="text-muted-foreground">— {conflict.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
