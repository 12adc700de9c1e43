import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { QrCode } from '../../../components/share/qr-code';
import { Button } from '../../../components/ui/button';
import { balanceColumns, type PrintGroup } from '../lib/sheet-layout';
import type { SheetModel } from '../lib/sheet-model';
import { BoxLines, CornerTable, GroupTable, lastRunLines, SectionTitle } from './sheet-parts';

/**
 * Print CSS, kept in this lazy chunk: the printer's paper size (A4 or Letter, `size: auto`), narrow
 * margins, white paper, and none of the app's chrome (header, tab bar, footer) on the page.
 */
const PRINT_CSS = `
@page { size: auto; margin: 8mm; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body header, body nav, body footer, [data-print-hidden] { display: none !important; }
  #main { padding: 0 !important; max-width: none !important; }
}`;

function PrintButton() {
  return (
    <div data-print-hidden className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">A4 or Letter: choose the paper in the print dialog.</p>
      <Button onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print / Save as PDF
      </Button>
    </div>
  );
}

/** One column of the page: what it starts with (the FRONT/REAR table), then its groups. */
function Column({ groups, children }: { groups: readonly PrintGroup[]; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-[2mm]">
      {children}
      {groups.map((group) => (
        <GroupTable key={group.id} group={group} />
      ))}
    </div>
  );
}

/** One printed page: the layout racers know from a kit's setup sheet. */
export function PrintSheet({ sheet }: { sheet: SheetModel }) {
  const title = sheet.name ? `${sheet.kindLabel}: ${sheet.name}` : sheet.kindLabel;
  const columns = balanceColumns(sheet.corners.length, sheet.groups);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PrintButton />
      <article
        aria-label={`${title}, to print`}
        className="mx-auto flex w-full max-w-[194mm] flex-col gap-[2.5mm] bg-white p-[4mm] text-[7.5pt] leading-tight text-black print:max-w-none print:p-0"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-[2mm]">
            <h1 className="text-[14pt] font-bold break-words">
              {sheet.kindLabel.toUpperCase()}
              {sheet.name && <span className="font-semibold">: {sheet.name}</span>}
              {!sheet.name && <span className="ml-2 inline-block w-[70mm] border-b border-black" />}
            </h1>
            <BoxLines lines={sheet.header} columns="wide" />
          </div>
          {sheet.url && <QrCode url={sheet.url} label={`Link to ${title} in the app`} sizeMm={22} />}
        </div>
        {sheet.corners.length > 0 && (
          <div className="grid grid-cols-1 items-start gap-[3mm] sm:grid-cols-2 print:grid-cols-2">
            <Column groups={columns.left}>
              <CornerTable rows={sheet.corners} />
            </Column>
            <Column groups={columns.right} />
          </div>
        )}
        {sheet.esc && (
          <section aria-label="ESC" className="flex flex-col">
            <SectionTitle>{sheet.esc.title ? `ESC: ${sheet.esc.title}` : 'ESC'}</SectionTitle>
            <div className="grid grid-cols-2 items-start gap-x-[3mm] gap-y-[2mm] pt-[1mm] sm:grid-cols-4 print:grid-cols-4">
              {sheet.esc.groups.map((group) => (
                <GroupTable key={group.id} group={group} narrow />
              ))}
            </div>
          </section>
        )}
        <BoxLines lines={lastRunLines(sheet.lastRun)} columns="three" />
        <section aria-label="Notes" className="flex flex-col">
          <SectionTitle>Notes</SectionTitle>
          <p className="min-h-[18mm] border border-black p-1 break-words whitespace-pre-line">
            {sheet.notes}
          </p>
        </section>
      </article>
    </>
  );
}
