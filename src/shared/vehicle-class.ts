import type { Car } from './schemas/car';
import type { Powertrain } from './schemas/tuning';

/**
 * What the tuning wizard needs to know about a car: scale, drivetrain and power source.
 *
 * The rule, in order:
 * 1. What the racer saved on the car (scale, drivetrain) always wins.
 * 2. Otherwise the catalogue model decides (the table below): 1:8 platforms are 4WD, and their electric
 *    versions carry an E (EB48/ET48, 8IGHT-XE/XTE, MBX8 Eco, MP9e, E819, SRX8E, F8E/F8TE, A319E, N1e,
 *    MX8E); NB48, RC8B4, 8IGHT-X, XB8, MBX8, MP10, D819, S35, SRX8 GP, F8, A319, MX8 are nitro.
 *    Every 1:10 model of the catalogue is electric; its drivetrain comes from the platform (B6 2WD, B74 4WD…).
 * 3. A saved 1:8 car is 4WD (every 1:8 off-road buggy and truggy is); a saved 1:10 car is electric
 *    (1:10 off-road racing classes are electric).
 * 4. For a custom model: "nitro" or "GP" in its name means nitro; "Eco", "electric" or a trailing "e"
 *    after the platform name means electric.
 * 5. Anything still unknown stays unknown (null) and the wizard stays neutral: no advice for a part or
 *    a power source the car may not have.
 */
export interface VehicleFacts {
  scale: '1:8' | '1:10' | null;
  drivetrain: '2WD' | '4WD' | null;
  power: Powertrain | null;
}

type Known = Partial<VehicleFacts>;
const NITRO_8: Known = { scale: '1:8', drivetrain: '4WD', power: 'nitro' };
const ELECTRIC_8: Known = { scale: '1:8', drivetrain: '4WD', power: 'electric' };
const TWO_WD_10: Known = { scale: '1:10', drivetrain: '2WD', power: 'electric' };
const FOUR_WD_10: Known = { scale: '1:10', drivetrain: '4WD', power: 'electric' };

/** Catalogue platforms (SPEC §3), matched against the start of the model name; first match wins. */
const CATALOGUE: ReadonlyArray<readonly [manufacturer: string, model: RegExp, facts: Known]> = [
  ['Tekno RC', /^(EB48|ET48)\b/, ELECTRIC_8],
  ['Tekno RC', /^(NB48|NT48)\b/, NITRO_8],
  ['Tekno RC', /^(EB410|ET410|SCT410)/, FOUR_WD_10],
  ['Team Associated', /^RC8/, NITRO_8],
  ['Team Associated', /^(B6|T6|SC6)/, TWO_WD_10],
  ['Team Associated', /^B74/, FOUR_WD_10],
  ['Team Losi Racing', /^8IGHT-XT?E$/, ELECTRIC_8],
  ['Team Losi Racing', /^8IGHT-X/, NITRO_8],
  ['Team Losi Racing', /^22X-4/, FOUR_WD_10],
  ['Team Losi Racing', /^22 /, TWO_WD_10],
  ['XRAY', /^(XB8|XT8) /, NITRO_8],
  ['XRAY', /^(XB2|XT2) /, TWO_WD_10],
  ['XRAY', /^XB4 /, FOUR_WD_10],
  ['Mugen Seiki', /^MBX8(TR)? Eco$/, ELECTRIC_8],
  ['Mugen Seiki', /^MBX8/, NITRO_8],
  ['Kyosho', /^MP9e/, ELECTRIC_8],
  ['Kyosho', /^MP10/, NITRO_8],
  ['Kyosho', /^(RB7|RT6)$/, TWO_WD_10],
  ['Kyosho', /^ZX7$/, FOUR_WD_10],
  ['Schumacher', /^Cougar/, TWO_WD_10],
  ['Schumacher', /^Cat L1/, FOUR_WD_10],
  ['Yokomo', /^YZ-2/, TWO_WD_10],
  ['Yokomo', /^YZ-4/, FOUR_WD_10],
  ['HB Racing', /^E819/, ELECTRIC_8],
  ['HB Racing', /^(D81|D8T)/, NITRO_8],
  ['HB Racing', /^(D216|D2 )/, TWO_WD_10],
  ['HB Racing', /^D4 /, FOUR_WD_10],
  ['SWorkz', /^S35/, NITRO_8],
  ['SWorkz', /^S12/, TWO_WD_10],
  ['SWorkz', /^S14/, FOUR_WD_10],
  ['Serpent', /^SRX8E$/, ELECTRIC_8],
  ['Serpent', /^SRX8 /, NITRO_8],
  ['Serpent', /^SRX2 /, TWO_WD_10],
  ['Serpent', /^SRX4 /, FOUR_WD_10],
  ['Sparko Racing', /^F8T?E$/, ELECTRIC_8],
  ['Sparko Racing', /^F8T?$/, NITRO_8],
  ['Agama', /^(A319E|N1e)\b/, ELECTRIC_8],
  ['Agama', /^(A319|N1 Nitro)\b/, NITRO_8],
  ['Mayako', /^MX8E-/, ELECTRIC_8],
  ['Mayako', /^MX8-/, NITRO_8],
];

function fromName(manufacturer: string, model: string): Known {
  const m = model.trim();
  const hit = CATALOGUE.find(([maker, re]) => maker === manufacturer.trim() && re.test(m));
  if (hit) return hit[2];
  if (/\bnitro\b|\bGP\b/i.test(m)) return { power: 'nitro' };
  if (/\b(eco|electric)\b/i.test(m) || /(?:\d|[A-Z])[Ee]\b/.test(m)) return { power: 'electric' };
  return {};
}

export function inferVehicleFacts(
  car: Pick<Car, 'manufacturer' | 'model' | 'scale' | 'drivetrain'>,
): VehicleFacts {
  const named = fromName(car.manufacturer, car.model);
  const scale = (car.scale as VehicleFacts['scale']) ?? named.scale ?? null;
  const drivetrain =
    (car.drivetrain as VehicleFacts['drivetrain']) ?? named.drivetrain ?? (scale === '1:8' ? '4WD' : null);
  const power = named.power ?? (scale === '1:10' ? 'electric' : null);
  return { scale, drivetrain, power };
}

/** '1:8 nitro 4WD', '1:10 2WD', or '' when nothing is known. */
export function describeVehicleFacts(facts: VehicleFacts): string {
  return [facts.scale, facts.power, facts.drivetrain].filter(Boolean).join(' ');
}
