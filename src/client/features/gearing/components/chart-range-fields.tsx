import { type FieldsProps, NumberField } from './number-field';

/** The chart's pinion and spur ranges, in whole teeth, named as the class calls its pinion. */
export function ChartRangeFields({ pinionLabel, ...fields }: FieldsProps & { pinionLabel: string }) {
  const pinion = pinionLabel.toLowerCase();
  const ranges = [
    ['pinionFrom', `Smallest ${pinion}`],
    ['pinionTo', `Largest ${pinion}`],
    ['spurFrom', 'Smallest spur'],
    ['spurTo', 'Largest spur'],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {ranges.map(([field, label]) => (
        <NumberField key={field} {...fields} field={field} label={label} unit="T" whole />
      ))}
    </div>
  );
}
