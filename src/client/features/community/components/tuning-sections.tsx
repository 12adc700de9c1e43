import { useId } from 'react';
import { SETUP_SHEET_GROUPS, type SetupGroup } from '../../../../shared/constants/setup-fields';
import { filledGroups } from '../../../../shared/setup-field-values';

/**
 * Every tuning value the racer filled, grouped as the kind's editor groups them (a setup sheet's
 * unless told); empty groups hidden.
 */
export function TuningSections({
  setup,
  groups: catalogue = SETUP_SHEET_GROUPS,
}: {
  setup: object;
  groups?: readonly SetupGroup[];
}) {
  const groups = filledGroups(catalogue, setup as Record<string, unknown>);
  const id = useId();
  if (groups.length === 0) {
    return <p className="text-sm text-muted-foreground">No tuning values were shared with this setup.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group, index) => (
        <section
          key={group.id}
          aria-labelledby={`${id}-${index}`}
          className="rounded-md border border-border p-3"
        >
          <h4 id={`${id}-${index}`} className="mb-2 text-sm font-semibold">
            {group.title}
          </h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {group.fields.map((field) => (
              <div key={field.key} className="contents">
                <dt className="text-muted-foreground">{field.label}</dt>
                <dd className="break-words font-medium">{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
