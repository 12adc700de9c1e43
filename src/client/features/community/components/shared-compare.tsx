import { useNavigate } from 'react-router';
import type { SharedSetup } from '../../../../shared/schemas/share-link';
import { ComparePicker } from '../../../components/compare/compare-picker';
import { compareHref, sharedRef } from '../../../lib/compare-link';

/**
 * "Compare with mine": the racer picks setups of their own of the link's kind, and the compare
 * screen opens with the shared one first (the `shared:<slug>` ref, issue 18).
 */
export function SharedCompare({ slug, setup }: { slug: string; setup: SharedSetup }) {
  const navigate = useNavigate();
  const ref = sharedRef(slug);
  return (
    <ComparePicker
      kind={setup.kind}
      signedIn
      current={[ref]}
      label="Compare with mine"
      onPick={(picked) => navigate(compareHref(setup.kind, [ref, ...picked]))}
    />
  );
}
