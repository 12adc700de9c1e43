import { useMemo } from 'react';
import { kitFor, partChoices } from '../../../../shared/constants/kit-parts';
import type { SetupGroup } from '../../../../shared/constants/setup-fields';
import type { Car } from '../../../../shared/schemas/car';

/**
 * The car's kit parts as choices on the sheet (issue 32): a field the kit has parts for ("Gray 3.60
 * lb/in") gets a native <datalist>, so the browser offers them as the racer types or taps, and any
 * other text is still accepted. `listFor` names the list a field's input points at; `listsIn` draws
 * a group's lists inside that group, so each exists exactly while its inputs do (ids never twice).
 */
export function useKitPartLists(
  car: Pick<Car, 'manufacturer' | 'model'> | undefined,
  groups: readonly SetupGroup[],
  formId: string,
) {
  const manufacturer = car?.manufacturer ?? '';
  const model = car?.model ?? '';
  return useMemo(() => {
    const choices = partChoices(manufacturer ? kitFor(manufacturer, model) : null);
    const listId = (key: string) => `${formId}-parts-${key}`;
    return {
      listFor: (key: string) => (choices[key] ? listId(key) : undefined),
      listsIn: (groupId: string) =>
        groups
          .find((g) => g.id === groupId)
          ?.fields.filter((f) => choices[f.key])
          .map((f) => (
            <datalist key={f.key} id={listId(f.key)}>
              {choices[f.key]?.map((label) => (
                <option key={label} value={label} />
              ))}
            </datalist>
          )),
    };
  }, [manufacturer, model, groups, formId]);
}
