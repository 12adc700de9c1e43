import { GEARING_CLASS_INFO, GEARING_CLASSES, type GearingClass } from '../../../../shared/gearing/classes';
import { SelectField } from '../../../components/ui/form-field';
import { type FieldsProps, NumberField } from './number-field';

const RATIO_HINT: Record<'motor' | 'engine' | 'internal', string> = {
  internal: "The gearbox's internal ratio, from your car's manual.",
  motor: "Ring gear ÷ diff pinion, from your car's manual (43 ÷ 13 = 3.308).",
  engine: "Ring gear ÷ diff pinion, from your car's manual (43 ÷ 13 = 3.308).",
};

/** The car's gearing: class, the two gears, the second ratio and the tyre. */
export function GearingFields(props: FieldsProps & { setClass: (gearingClass: GearingClass) => void }) {
  const { values, setClass, ...rest } = props;
  const info = GEARING_CLASS_INFO[values.gearingClass];
  const common = { values, ...rest };
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Class"
        value={values.gearingClass}
        onChange={(event) => setClass(event.target.value as GearingClass)}
        hint="Changing the class starts from a typical car of that class."
      >
        {GEARING_CLASSES.map((gearingClass) => (
          <option key={gearingClass} value={gearingClass}>
            {GEARING_CLASS_INFO[gearingClass].label}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NumberField {...common} field="pinion" label={info.pinion} unit="T" whole />
        <NumberField {...common} field="spur" label="Spur" unit="T" whole />
        <NumberField
          {...common}
          field="ratio"
          label={info.ratio}
          unit=": 1"
          hint={RATIO_HINT[info.ratio === 'Internal ratio' ? 'internal' : info.revs]}
        />
        <NumberField
          {...common}
          field="tyreMm"
          label="Tyre diameter"
          unit="mm"
          hint="Measured across the tread."
        />
      </div>
    </div>
  );
}

/** What turns the pinion: a motor (KV × volts × load) or an engine (rpm). */
export function SpeedFields(props: FieldsProps) {
  const motor = GEARING_CLASS_INFO[props.values.gearingClass].revs === 'motor';
  if (!motor)
    return (
      <NumberField
        {...props}
        field="engineRpm"
        label="Engine rpm"
        unit="rpm"
        whole
        hint="The rpm your engine reaches on the straight."
      />
    );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <NumberField {...props} field="kv" label="Motor KV" unit="KV" whole />
      <NumberField
        {...props}
        field="volts"
        label="Pack voltage"
        unit="V"
        hint="2S 7.4 V, 4S 14.8 V nominal."
      />
      <NumberField
        {...props}
        field="loadPercent"
        label="Load factor"
        unit="%"
        hint="Share of KV × volts reached on track; 80 % is a fair start."
      />
    </div>
  );
}
