import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { valuesFromQuery } from '../gearing-values';
import { GearingCalculator } from './gearing-calculator';

/** /tools/gearing: public, signed in or out; a sheet opens it with its gears in the query. */
export function GearingPage() {
  useDocumentTitle('Gearing calculator');
  const [query] = useSearchParams();
  // Read once: the query seeds the form, later typing does not rewrite the URL.
  const [initial] = useState(() => valuesFromQuery(query));
  return (
    <>
      <PageHeading title="Gearing calculator">
        Final drive ratio, rollout and top speed for 1:10 and 1:8 off-road cars, a gear chart and the gears
        for a rollout you want.
      </PageHeading>
      <GearingCalculator initial={initial} />
    </>
  );
}
