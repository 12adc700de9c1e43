import { type KitLack, kitLacks } from './constants/kit-parts/kit-facts';
import { catalogueKind } from './constants/vehicle-catalogue';
import type { VehicleClassName, VehicleDrivetrain, VehiclePower, VehicleScale } from './constants/vehicles';
import type { Car } from './schemas/car';

/**
 * What the editor and the tuning wizard need to know about a car: scale, drivetrain, power source
 * and class.
 *
 * The rule, in order:
 * 1. What the racer saved on the car always wins, each fact on its own.
 * 2. Otherwise the catalogue model decides (constants/vehicle-catalogue.ts, which also reads a model
 *    typed under a catalogue maker: 'XB8 '19' is an XB8).
 * 3. A saved 1:8 car is 4WD (every 1:8 off-road buggy and truggy is); a saved 1:10 car is electric
 *    (1:10 off-road racing classes are electric).
 * 4. For a custom model: "nitro" or "GP" in its name means nitro; "Eco", "electric" or a trailing "e"
 *    after the platform name means electric.
 * 5. Anything still unknown stays unknown (null): the wizard stays neutral and the editor hides nothing.
 */
export interface VehicleFacts {
  scale: VehicleScale | null;
  drivetrain: VehicleDrivetrain | null;
  power: VehiclePower | null;
  vehicleClass: VehicleClassName | null;
  /** Sheet fields the car's kit has no part for (constants/kit-parts/kit-facts.ts): an EB48's slipper. */
  lacks?: readonly KitLack[];
}

type Known = Partial<VehicleFacts>;

function fromName(manufacturer: string, model: string): Known {
  const known = catalogueKind(manufacturer, model);
  if (known) return known;
  const m = model.trim();
  if (/\bnitro\b|\bGP\b/i.test(m)) return { power: 'nitro' };
  if (/\b(eco|electric)\b/i.test(m) || /(?:\d|[A-Z])[Ee]\b/.test(m)) return { power: 'electric' };
  return {};
}

type CarFacts = Pick<Car, 'manufacturer' | 'model' | 'scale' | 'drivetrain'> &
  Partial<Pick<Car, 'power' | 'vehicleClass'>>;

export function inferVehicleFacts(car: CarFacts): VehicleFacts {
  const named = fromName(car.manufacturer, car.model);
  const scale = (car.scale as VehicleScale | null) ?? named.scale ?? null;
  const drivetrain =
    (car.drivetrain as VehicleDrivetrain | null) ?? named.drivetrain ?? (scale === '1:8' ? '4WD' : null);
  const power =
    (car.power as VehiclePower | null | undefined) ?? named.power ?? (scale === '1:10' ? 'electric' : null);
  const vehicleClass =
    (car.vehicleClass as VehicleClassName | null | undefined) ?? named.vehicleClass ?? null;
  return { scale, drivetrain, power, vehicleClass, ...kitLacks(car.manufacturer, car.model) };
}

/** '1:8 nitro 4WD', '1:10 2WD', or '' when nothing is known (the wizard's words for a car). */
export function describeVehicleFacts(facts: VehicleFacts): string {
  return [facts.scale, facts.power, facts.drivetrain].filter(Boolean).join(' ');
}

/** The kind line of a car from what it saved, else from the catalogue: '1:8 · 4WD · Electric · Buggy'. */
export const carKindLine = (car: CarFacts): string => kindLine(inferVehicleFacts(car));

/** A stored kind as a racer reads it: 'Electric', 'Short course' ('1:8' and '4WD' as they are). */
export const kindLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The car's kind as its card shows it: '1:8 · 4WD · Electric · Buggy', only what is known. */
export function kindLine(facts: VehicleFacts): string {
  return [facts.scale, facts.drivetrain, facts.power, facts.vehicleClass]
    .filter((v) => v !== null)
    .map(kindLabel)
    .join(' · ');
}
