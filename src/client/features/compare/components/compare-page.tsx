import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CompareAnswer, CompareKind } from '../../../../shared/schemas/compare';
import { ComparePicker } from '../../../components/compare/compare-picker';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { compareHref, ownNowId, splitRefs } from '../../../lib/compare-link';
import { serverMessage } from '../../../lib/error-message';
import { compareQuery } from '../../../lib/resources/compare';
import { useSignInHere } from '../../../lib/return-to';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { groupRows, myColumnIndex } from '../lib/compare-view';
import { DifferencesSwitch, PhoneColumns } from './compare-controls';
import { CompareTable } from './compare-table';

/**
 * /compare?kind=…&refs=… (issue 15): two to four setups side by side. Which setups is the URL's alone,
 * so a compare can be shared and Back undoes an add or a remove; the view's switches are the screen's.
 * Signed out, community setups compare as well; a racer's own refs then answer 404 with a sign-in link.
 */
export function ComparePage({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle('Compare setups');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // An unknown kind goes to the server as it is: its 400 says what is wrong.
  const kind = (params.get('kind') ?? '') as CompareKind;
  const refs = splitRefs(params.get('refs'));
  const compare = useQuery(compareQuery(kind, refs));
  const setRefs = (next: readonly string[]) => navigate(compareHref(kind, next));

  return (
    <div className="flex flex-col gap-4">
      <PageHeading title="Compare setups">
        {kind === 'esc-setup' ? 'ESC setups' : 'Setup sheets'} side by side, differences first.
      </PageHeading>
      {compare.data ? (
        <CompareView
          kind={kind}
          answer={compare.data}
          signedIn={signedIn}
          onAdd={(added) => setRefs([...refs, ...added])}
          onRemove={(i) => setRefs(refs.filter((_, at) => at !== i))}
        />
      ) : compare.isError ? (
        <CompareError error={compare.error} signedIn={signedIn} />
      ) : (
        <Spinner label="Loading the compare" />
      )}
    </div>
  );
}

interface CompareViewProps {
  kind: CompareKind;
  answer: CompareAnswer;
  signedIn: boolean;
  onAdd: (refs: string[]) => void;
  onRemove: (column: number) => void;
}

function CompareView({ kind, answer, signedIn, onAdd, onRemove }: CompareViewProps) {
  const [differencesOnly, setDifferencesOnly] = useState(true);
  const [phone, setPhone] = useState<[number, number]>([0, 1]);
  const { columns, rows } = answer;
  const differing = rows.filter((r) => r.differs).length;
  const groups = groupRows(rows, differencesOnly);
  const mine = myColumnIndex(columns);
  const refs = columns.map((c) => c.ref);
  const baseId = mine >= 0 ? ownNowId(refs[mine] as string) : undefined;
  // A removed column may leave a phone pick past the end: fall back to the first two.
  const shown: [number, number] = phone.every((i) => i < columns.length) ? phone : [0, 1];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DifferencesSwitch on={differencesOnly} count={differing} onChange={setDifferencesOnly} />
        {/* A visitor can add community setups only, and ESC setups are never shared. */}
        {(signedIn || kind === 'setup-sheet') && (
          <ComparePicker
            kind={kind}
            signedIn={signedIn}
            base={baseId === undefined ? undefined : { id: baseId, version: columns[mine]?.version ?? 0 }}
            current={refs}
            label="Add a setup"
            onPick={onAdd}
          />
        )}
      </div>
      {columns.length > 2 && <PhoneColumns columns={columns} shown={shown} onChange={setPhone} />}
      {differing === 0 && (
        <p role="status" className="rounded-md border border-border bg-card p-4 text-center font-medium">
          These setups are the same
        </p>
      )}
      {(differing > 0 || !differencesOnly) && (
        <CompareTable
          kind={kind}
          answer={answer}
          groups={groups}
          mine={mine}
          phoneColumns={shown}
          differencesOnly={differencesOnly}
          onRemove={onRemove}
        />
      )}
    </>
  );
}

/** A link that names someone else's setup, a setup since deleted, or a malformed URL: what and where next. */
function CompareError({ error, signedIn }: { error: Error; signedIn: boolean }) {
  const signIn = useSignInHere();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-border bg-card p-4">
      <p>{serverMessage(error) ?? 'Failed to load the compare'}</p>
      {missing && !signedIn ? (
        <Link to={signIn} className={buttonClass('primary')}>
          Sign in to compare your own setups
        </Link>
      ) : signedIn ? (
        <Link to="/setup-sheets" className={buttonClass('secondary')}>
          Go to my setup sheets
        </Link>
      ) : null}
    </div>
  );
}
