import { useQuery } from '@tanstack/react-query';
import { GitMerge } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { versionQuery } from '../../../lib/resources/setup-versions';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { conflictGroups, conflictRows, mergedBody, type Side } from '../lib/conflict';
import { contentKindOf, SOURCE_LABELS, versionMoment } from '../lib/history';
import type { EditorConflict } from '../lib/use-setup-editor';
import { useSetupHistory } from '../lib/use-setup-history';
import { ConflictField } from './conflict-field';

interface ConflictResolverProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  /** "Theirs": the setup as the list holds it, fetched again after the refusal. */
  setup: S;
  cars: readonly Car[];
  conflict: EditorConflict;
  saving: boolean;
  onSave: (body: Record<string, unknown>, theirsVersion: number) => void;
  onCancel: () => void;
}

/** 'Saved Today · 14:02 elsewhere — version 5, Edited: “Looser on exit”': who and when for theirs. */
function TheirsLine({
  kind,
  setup,
  cars,
}: {
  kind: { tab: 'car' | 'esc' };
  setup: SetupRecord;
  cars: readonly Car[];
}) {
  const { versions } = useSetupHistory(kind, setup.id, cars);
  const entry = versions.data?.find((v) => v.version === setup.version);
  const how = entry ? `, ${SOURCE_LABELS[entry.source]}${entry.note ? `: “${entry.note}”` : ''}` : '';
  return (
    <p className="text-sm text-muted-foreground">
      Theirs: saved {versionMoment(setup.updatedAt)} on another device or tab — version {setup.version}
      {how}.
    </p>
  );
}

/**
 * Issue 18 item 4: a save refused as stale, shown field by field. Each field where the racer's values
 * (mine) and the stored setup's (theirs) differ is a choice, preselected against the version the edit
 * began from (lib/conflict.ts); "Save merged" writes the choices as a new version on top of theirs.
 */
export function ConflictResolver<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  cars,
  conflict,
  saving,
  onSave,
  onCancel,
}: ConflictResolverProps<S, V>) {
  const titleId = useId();
  const contentKind = contentKindOf(kind);
  const { names } = useSetupHistory(kind, setup.id, cars);
  const baseVersion = conflict.baseVersion;
  const base = useQuery({
    ...versionQuery(contentKind, setup.id, baseVersion ?? 0),
    enabled: baseVersion !== undefined,
  });
  const [chosen, setChosen] = useState<Record<string, Side>>({});
  // Theirs is the stored setup once the list holds a version other than the one the edit named.
  const ready = setup.version !== baseVersion && !base.isLoading;
  const groups = useMemo(
    () =>
      conflictGroups(
        contentKind,
        { mine: conflict.mine, theirs: setup as unknown as Record<string, unknown>, base: base.data?.setup },
        names,
      ),
    [contentKind, conflict.mine, setup, base.data, names],
  );
  const rows = conflictRows(groups);
  const chooseAll = (side: Side) => setChosen(Object.fromEntries(rows.map((r) => [r.field, side])));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-primary p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <GitMerge aria-hidden="true" className="size-5 text-primary" />
        Choose field by field
      </h3>
      {!ready ? (
        <Spinner label="Loading the setup as stored now" className="p-4" />
      ) : (
        <>
          <TheirsLine kind={kind} setup={setup} cars={cars} />
          {rows.length === 0 ? (
            <p className="text-sm">
              Your changes and the stored setup now hold the same values: saving keeps them as they are.
            </p>
          ) : (
            <>
              <p className="text-sm">
                {rows.length === 1 ? 'One field differs' : `${rows.length} fields differ`}. Each starts on the
                side that changed it since you began; a field changed on both starts on yours.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => chooseAll('mine')}>
                  Use all mine
                </Button>
                <Button size="sm" variant="secondary" onClick={() => chooseAll('theirs')}>
                  Use all theirs
                </Button>
              </div>
              {groups.map((group) => (
                <div key={group.title} className="flex flex-col gap-3">
                  <h4 className="text-sm font-semibold tracking-wide text-primary uppercase">
                    {group.title}
                  </h4>
                  {group.rows.map((row) => (
                    <ConflictField
                      key={row.field}
                      row={row}
                      choice={chosen[row.field] ?? row.choice}
                      onChoose={(side) => setChosen((now) => ({ ...now, [row.field]: side }))}
                    />
                  ))}
                </div>
              ))}
            </>
          )}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          disabled={!ready || saving}
          onClick={() => onSave(mergedBody(conflict.mine, setup as never, rows, chosen), setup.version)}
        >
          {saving ? 'Saving...' : 'Save merged'}
        </Button>
      </div>
    </section>
  );
}
