import {
  type TyrePosition,
  type TyreSet,
  type TyreSetInput,
  tyreSetInputSchema,
} from '../../../../shared/schemas/tyre-set';
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

/** Blank is none; '12,50' is read as 12.5 (a decimal comma); anything else is NaN, which the schema names. */
function costOf(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

export const toTyreSetInput = (values: TyreSetFormValues): TyreSetInput => ({
  ...values,
  cost: costOf(values.cost),
});

/** Checked with the shared schema, so the form shows the server's own messages. */
export const tyreSetResolver = mappedResolver<TyreSetFormValues, typeof tyreSetInputSchema>(
  tyreSetInputSchema,
  toTyreSetInput,
);
