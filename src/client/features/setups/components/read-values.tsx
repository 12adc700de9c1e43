import type { Car } from '../../../../shared/schemas/car';
import { filledGroups } from '../../../../shared/setup-field-values';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import type { ReadLine } from '../lib/read-view';
import { sheetSections } from '../lib/sheet-rows';
import type { ReadLayout } from '../lib/use-read-layout';
import { SheetSectionView } from './read-sheet';
import { type LineAction, TrackGroup } from './read-track';

interface TuningValuesProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  layout: ReadLayout;
  values: Readonly<Record<string, unknown>>;
  car: Car | undefined;
  setupId: number;
  /** The lines worked out from the derived group's fields (FDR, rollout): read, never stored. */
  derivedLines: readonly ReadLine[];
  /** The Track view's history button beside each value. */
  action: LineAction;
}

/**
 * A stored setup's tuning values in the chosen layout: the filled groups of the catalogue (blanks
 * left out), as the compact sheet's sections or the Track view's large groups; the derived panel
 * (the gearing calculator's link) under its group either way.
 */
export function TuningValues<S extends SetupRecord, V extends SetupBody>({
  kind,
  layout,
  values,
  car,
  setupId,
  derivedLines,
  action,
}: TuningValuesProps<S, V>) {
  const groups = filledGroups(kind.tuning.groups, values);
  const derived = kind.tuning.derived;
  if (groups.length === 0)
    return (
      <p className="border-t border-border pt-4 text-muted-foreground">
        {kind.tuning.title}: nothing filled in yet. Edit to add values.
      </p>
    );
  const panel = (groupIds: readonly string[]) =>
    derived && groupIds.includes(derived.group) ? (
      <derived.Panel values={values} car={car} setupId={setupId} mode="read" compact={layout === 'sheet'} />
    ) : null;
  if (layout === 'track')
    return (
      <>
        {groups.map((group) => (
          <TrackGroup
            key={group.id}
            title={group.title}
            lines={derived?.group === group.id ? [...group.fields, ...derivedLines] : group.fields}
            action={action}
          >
            {panel([group.id])}
          </TrackGroup>
        ))}
      </>
    );
  const extra = derived ? { [derived.group]: derivedLines } : {};
  const sections = sheetSections(groups, kind.tuning.groups, extra);
  return (
    // From 1024 px the sections flow in two columns, as a kit sheet's page does.
    // On a phone the sheet takes 8 px of the card's padding each side: fewer values break over two lines.
    <div className="gap-x-6 max-sm:-mx-2 lg:columns-2">
      {sections.map((section) => (
        <SheetSectionView key={section.id} section={section}>
          {panel(section.groupIds)}
        </SheetSectionView>
      ))}
    </div>
  );
}
