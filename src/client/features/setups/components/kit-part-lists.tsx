import { useMemo } from 'react';
import { kitFor, partChoices } from '../../../../shared/constants/kit-parts';
import type { Car } from '../../../../shared/schemas/car';

/**
 * The car's kit parts as choices on the sheet (issue 32): a field the kit has parts for ("Gray 3.60
 * lb/in") gets a native <datalist>, so the browser offers them as the racer types or taps, and any
 * other text is still accepted. `listFor` names the list a field's input points at.
 */
export function useKitPartLists(car: Pick<Car, 'manufacturer' | 'model'> | undefined, formId: string) {
  const manufacturer = car?.manufacturer ?? '';
  const model = car?.model ?? '';
  return useMemo(() => {
    const choices = partChoices(car ? kitFor(manufacturer, model) : null);
    const listId = (key: string) => `${formId}-parts-${key}`;
    return {
      listFor: (key: string) => (choices[key] ? listId(key) : undefined),
      lists: Object.entries(choices).map(([key, labels]) => (
        <datalist key={key} id={listId(key)}>
          {labels.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
      )),
    };
  }, [car, manufacturer, model, formId]);
}
