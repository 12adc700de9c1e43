import { ESC_GROUPS, SETUP_SHEET_GROUPS } from '../../../../shared/constants/setup-fields';
import { Part, SetupFacts } from './detail-parts';
import { SharedCompare } from './shared-compare';
import { SharedCopy, type SharedProps } from './shared-copy';
import { TuningSections } from './tuning-sections';

/**
 * A setup opened from a share link (/s/:slug): as the community detail shows a setup, read-only,
 * with "Copy to my setups" and, for a racer, "Compare with mine". An ESC setup shows its ESC where
 * a sheet shows its vehicle.
 */
export function SharedSetupDetail({ slug, setup, signedIn }: SharedProps) {
  const esc = setup.kind === 'esc-setup';
  return (
    <div className="flex flex-col gap-5">
      <SetupFacts
        setup={setup}
        runsOn={esc ? ['ESC', [setup.escMake, setup.escModel].filter(Boolean).join(' ')] : undefined}
      />
      <Part title={esc ? 'ESC settings' : 'Tuning'}>
        <TuningSections setup={setup} groups={esc ? ESC_GROUPS : SETUP_SHEET_GROUPS} />
      </Part>
      <div className="flex flex-col gap-4 border-t border-border pt-4">
        <SharedCopy slug={slug} setup={setup} signedIn={signedIn} />
        {signedIn && <SharedCompare slug={slug} setup={setup} />}
      </div>
    </div>
  );
}
