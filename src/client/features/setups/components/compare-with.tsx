import { useNavigate } from 'react-router';
import { ComparePicker } from '../../../components/compare/compare-picker';
import { compareHref, ownRef } from '../../../lib/compare-link';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';

/** The read view's "Compare with…": this setup as it is now first, then what the racer picks. */
export function CompareWith({ tab, setup }: { tab: SetupTab; setup: SetupRecord }) {
  const navigate = useNavigate();
  const kind = contentKindOf({ tab });
  const self = ownRef(setup.id);
  return (
    <span className="ml-auto">
      <ComparePicker
        kind={kind}
        signedIn
        base={setup}
        current={[self]}
        label="Compare with…"
        onPick={(refs) => navigate(compareHref(kind, [self, ...refs]))}
      />
    </span>
  );
}
