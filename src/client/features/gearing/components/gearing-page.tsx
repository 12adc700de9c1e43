import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { sheetIdFromQuery } from '../../../lib/gearing-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { valuesFromQuery } from '../gearing-values';
import { GearingCalculator } from './gearing-calculator';
import { LoadFromSheet } from './load-from-sheet';
import { WriteToSheet } from './write-to-sheet';

/** What the calculator was opened on: the query's gears, and the sheet it came from, if any. */
function opening(query: URLSearchParams) {
  return { key: query.toString(), values: valuesFromQuery(query), sheetId: sheetIdFromQuery(query) };
}

/**
 * /tools/gearing: public, signed in or out; a sheet opens it with its gears in the query. Signed in,
 * it loads any of the racer's sheets and writes a result back to the sheet it was opened from.
 */
export function GearingPage({ signedIn = false }: { signedIn?: boolean }) {
  useDocumentTitle('Gearing calculator');
  const [query, setQuery] = useSearchParams();
  // Read once: the query seeds the form, later typing does not rewrite the URL. Loading a sheet does,
  // and starts the form afresh on it.
  const [opened, setOpened] = useState(() => opening(query));
  const load = (href: string) => {
    const next = new URL(href, window.location.origin).searchParams;
    setQuery(next);
    setOpened(opening(next));
  };
  const { sheetId } = opened;
  return (
    <>
      <PageHeading title="Gearing calculator">
        Final drive ratio, rollout and top speed for 1:10 and 1:8 off-road cars, a gear chart and the gears
        for a rollout you want.
      </PageHeading>
      {signedIn && (
        <div className="mb-6 max-w-md">
          <LoadFromSheet current={sheetId} onLoad={load} />
        </div>
      )}
      <GearingCalculator
        key={opened.key}
        initial={opened.values}
        actions={
          signedIn && sheetId !== undefined
            ? (gearing) => (
                <WriteToSheet sheetId={sheetId} sheetClass={opened.values.gearingClass} gearing={gearing} />
              )
            : undefined
        }
      />
    </>
  );
}
