import {
  type TyrePosition,
  type TyreSet,
  type TyreSetInput,
  tyreSetInputSchema,
} from '../../../../shared/schemas/tyre-set';
import { typedNumber } from '../../../../shared/typed-number';
import { mappedResolver } from '../../../lib/mapped-resolver';

/** The Add/Edit tyre set form holds what its controls hold: the cost box is text until sent. */
export interface TyreSetFormValues {
  brand: string;
  compound: string;
  insert: string;
  wheel: string;
  position: TyrePosition;
  gluedOn: string;
  cost: string;
  notes: string;
  retired: boolean;
}

export const NEW_TYRE_SET: TyreSetFormValues = {
  brand: '',
  compound: '',
  insert: '',
  wheel: '',
  position: 'all',
  gluedOn: '',
  cost: '',
  notes: '',
  retired: false,
};

export function tyreSetValues(set: TyreSet): TyreSetFormValues {
  return {
    brand: set.brand,
    compound: set.compound ?? '',
    insert: set.insert ?? '',
    wheel: set.wheel ?? '',
    position: set.position,
    gluedOn: set.gluedOn ?? '',
    cost: set.cost === null ? '' : String(set.cost),
    notes: set.notes ?? '',
    retired: set.retired,
  };
}

export const toTyreSetInput = (values: TyreSetFormValues): TyreSetInput => ({
  ...values,
  cost: typedNumber(values.cost),
});

/** Checked with the shared schema, so the form shows the server's own messages. */
export const tyreSetResolver = mappedResolver<TyreSetFormValues, typeof tyreSetInputSchema>(
  tyreSetInputSchema,
  toTyreSetInput,
);
