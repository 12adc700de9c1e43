import type { VehicleClassName, VehicleDrivetrain, VehiclePower, VehicleScale } from './vehicles';

/**
 * The predefined vehicle catalogue of SPEC §3 (15 manufacturers, the spec's ranges written out: "B6.1
 * to B6.4" is four models) and the 2025 models added by issue 14. Each model carries its kind, which
 * fills a new car's scale, drivetrain, power and class and decides which setup-sheet groups it shows.
 *
 * The kinds as the makers sell them: every 1:8 platform is 4WD, its electric version carries an E
 * (EB48/ET48, 8IGHT-XE/XTE, MBX8 Eco, MP9e, E819, SRX8E, F8E/F8TE, A319E, N1e, MX8E); every 1:10 model
 * here is electric; a 1:10 stadium truck (T6, XT2, RT6, ET410) is listed as a truggy.
 */
export interface CatalogueModel {
  name: string;
  scale: VehicleScale;
  drivetrain: VehicleDrivetrain;
  power: VehiclePower;
  vehicleClass: VehicleClassName;
}

type Kind = Omit<CatalogueModel, 'name'>;
const kind = (
  scale: VehicleScale,
  drivetrain: VehicleDrivetrain,
  power: VehiclePower,
  vehicleClass: VehicleClassName,
): Kind => ({
  scale,
  drivetrain,
  power,
  vehicleClass,
});
const NITRO_BUGGY = kind('1:8', '4WD', 'nitro', 'buggy');
const NITRO_TRUGGY = kind('1:8', '4WD', 'nitro', 'truggy');
const E_BUGGY_8 = kind('1:8', '4WD', 'electric', 'buggy');
const E_TRUGGY_8 = kind('1:8', '4WD', 'electric', 'truggy');
const BUGGY_2WD = kind('1:10', '2WD', 'electric', 'buggy');
const BUGGY_4WD = kind('1:10', '4WD', 'electric', 'buggy');
const TRUCK_2WD = kind('1:10', '2WD', 'electric', 'truggy');
const TRUCK_4WD = kind('1:10', '4WD', 'electric', 'truggy');
const SC_2WD = kind('1:10', '2WD', 'electric', 'short course');
const SC_4WD = kind('1:10', '4WD', 'electric', 'short course');

const models = (of: Kind, ...names: string[]): CatalogueModel[] => names.map((name) => ({ name, ...of }));
/** "XB8 '20" to "XB8 '24". */
const years = (of: Kind, name: string, from: number, to: number): CatalogueModel[] =>
  models(
    of,
    ...Array.from({ length: to - from + 1 }, (_, i) => `${name} '${String(from + i).padStart(2, '0')}`),
  );

export const VEHICLE_CATALOGUE: Readonly<Record<string, readonly CatalogueModel[]>> = {
  'Tekno RC': [
    ...models(NITRO_BUGGY, 'NB48 2.0', 'NB48 2.1', 'NB48 2.2'),
    ...models(E_BUGGY_8, 'EB48 2.0', 'EB48 2.1', 'EB48 2.2'),
    ...models(E_TRUGGY_8, 'ET48 2.0', 'ET48 2.2'),
    ...models(NITRO_TRUGGY, 'NT48 2.0', 'NT48 2.2'),
    ...models(BUGGY_4WD, 'EB410', 'EB410.2'),
    ...models(TRUCK_4WD, 'ET410', 'ET410.2'),
    ...models(SC_4WD, 'SCT410 2.0'),
  ],
  'Team Associated': [
    ...models(NITRO_BUGGY, 'RC8B3.2', 'RC8B4', 'RC8B4.1'),
    ...models(NITRO_TRUGGY, 'RC8T3.2', 'RC8T4'),
    ...models(BUGGY_2WD, 'B6.1', 'B6.2', 'B6.3', 'B6.4'),
    // 2025: the RC10B7 (laydown) and RC10B7D (dirt) 2WD buggies,
    // https://www.associatedelectrics.com/teamassociated/cars_and_trucks/RC10B7/
    ...models(BUGGY_2WD, 'B7', 'B7D'),
    ...models(BUGGY_4WD, 'B74', 'B74.1', 'B74.2'),
    ...models(TRUCK_2WD, 'T6.1', 'T6.2'),
    ...models(SC_2WD, 'SC6.1', 'SC6.2'),
  ],
  'Team Losi Racing': [
    ...models(NITRO_BUGGY, '8IGHT-X', '8IGHT-X Elite'),
    ...models(E_BUGGY_8, '8IGHT-XE'),
    ...models(NITRO_TRUGGY, '8IGHT-XT'),
    ...models(E_TRUGGY_8, '8IGHT-XTE'),
    ...models(BUGGY_2WD, '22 5.0 DC', '22 5.0 AC'),
    ...models(BUGGY_4WD, '22X-4', '22X-4 Elite'),
  ],
  // 2025: XB8'25, XB2'25 and XB4'25, each year's kit as XRAY names it, https://www.teamxray.com/
  // (product pages per kit, e.g. https://www.teamxray.com/product/xb8-25/).
  XRAY: [
    ...years(NITRO_BUGGY, 'XB8', 20, 25),
    ...models(NITRO_TRUGGY, "XT8 '20", "XT8 '23"),
    ...years(BUGGY_2WD, 'XB2', 20, 25),
    ...years(BUGGY_4WD, 'XB4', 20, 25),
    ...years(TRUCK_2WD, 'XT2', 20, 24),
  ],
  'Mugen Seiki': [
    ...models(NITRO_BUGGY, 'MBX8', 'MBX8R'),
    ...models(E_BUGGY_8, 'MBX8 Eco'),
    ...models(NITRO_TRUGGY, 'MBX8TR'),
    ...models(E_TRUGGY_8, 'MBX8TR Eco'),
  ],
  Kyosho: [
    ...models(NITRO_BUGGY, 'MP10'),
    ...models(NITRO_TRUGGY, 'MP10T'),
    ...models(E_BUGGY_8, 'MP9e Evo'),
    ...models(BUGGY_2WD, 'RB7'),
    ...models(TRUCK_2WD, 'RT6'),
    ...models(BUGGY_4WD, 'ZX7'),
  ],
  Schumacher: [
    ...models(BUGGY_2WD, 'Cougar KC', 'Cougar LD', 'Cougar LD2', 'Cougar LD3'),
    ...models(BUGGY_4WD, 'Cat L1', 'Cat L1 Evo', 'Cat L1R'),
  ],
  Yokomo: [...models(BUGGY_2WD, 'YZ-2 DTM3', 'YZ-2 CAL3'), ...models(BUGGY_4WD, 'YZ-4 SF2', 'YZ-4 SF3')],
  'HB Racing': [
    ...models(NITRO_BUGGY, 'D817 V2', 'D819', 'D819RS'),
    ...models(E_BUGGY_8, 'E819', 'E819RS'),
    ...models(NITRO_TRUGGY, 'D8T Evo3'),
    ...models(BUGGY_2WD, 'D216', 'D2 Evo'),
    ...models(BUGGY_4WD, 'D4 Evo3'),
  ],
  SWorkz: [
    ...models(NITRO_BUGGY, 'S35-3', 'S35-4', 'S35-4 EVO', 'S35-5'),
    ...models(NITRO_TRUGGY, 'S35-T2', 'S35-T2 EVO'),
    // SWorkz's 1:8 nitro buggy sold as Zeus (the kind is SWorkz's S35 range's; not checked online).
    ...models(NITRO_BUGGY, 'Zeus'),
    ...models(BUGGY_2WD, 'S12-2C', 'S12-2D'),
    ...models(BUGGY_4WD, 'S14-2', 'S14-3', 'S14-4'),
  ],
  Serpent: [
    ...models(NITRO_BUGGY, 'SRX8 GP'),
    ...models(E_BUGGY_8, 'SRX8E'),
    // The GT8 version of the SRX8 nitro buggy: its class is the platform's.
    ...models(NITRO_BUGGY, 'SRX8 GT'),
    ...models(BUGGY_2WD, 'SRX2 Gen3'),
    ...models(BUGGY_4WD, 'SRX4 Gen3'),
  ],
  'Sparko Racing': [
    ...models(NITRO_BUGGY, 'F8'),
    ...models(E_BUGGY_8, 'F8E'),
    ...models(NITRO_TRUGGY, 'F8T'),
    ...models(E_TRUGGY_8, 'F8TE'),
  ],
  Agama: [
    ...models(NITRO_BUGGY, 'A319'),
    ...models(E_BUGGY_8, 'A319E'),
    ...models(NITRO_BUGGY, 'A319 2.0'),
    ...models(E_BUGGY_8, 'A319E 2.0'),
    ...models(NITRO_BUGGY, 'N1 Nitro'),
    ...models(E_BUGGY_8, 'N1e'),
    // A version of the N1 nitro buggy (not checked online).
    ...models(NITRO_BUGGY, 'N110'),
  ],
  Mayako: [
    ...models(NITRO_BUGGY, 'MX8-25'),
    ...models(E_BUGGY_8, 'MX8E-25'),
    ...models(NITRO_BUGGY, 'MX8-24'),
    ...models(E_BUGGY_8, 'MX8E-24'),
  ],
  // 1:8 buggies (SBX) and truggies (RTX), E for electric, as the names say (not checked online).
  WIRC: [
    ...models(NITRO_BUGGY, 'SBXRTR-R'),
    ...models(E_TRUGGY_8, 'RTXE-1'),
    ...models(NITRO_BUGGY, 'SBX-2'),
    ...models(E_BUGGY_8, 'SBXE-3'),
    ...models(NITRO_TRUGGY, 'RTX-1'),
  ],
};

export const CATALOGUE_MANUFACTURERS = Object.keys(VEHICLE_CATALOGUE);

const entriesFor = (manufacturer: string): readonly CatalogueModel[] =>
  Object.hasOwn(VEHICLE_CATALOGUE, manufacturer) ? (VEHICLE_CATALOGUE[manufacturer] ?? []) : [];

/** The model names of a manufacturer, in the catalogue's order (the vehicle form's select). */
export const modelsFor = (manufacturer: string): readonly string[] =>
  entriesFor(manufacturer).map((m) => m.name);

/** A catalogue model by its exact names, or undefined. */
export function catalogueModel(manufacturer: string, model: string): CatalogueModel | undefined {
  return entriesFor(manufacturer).find((m) => m.name === model);
}

/**
 * The catalogue's kind for a model as a racer typed it under a catalogue maker: the model itself
 * ('eb48 2.2'), a catalogue model it starts with ('EB48 2.2 Team'), or a platform whose every model
 * is of one kind ('XB8 '19' is an XB8, a nitro buggy); undefined when none says.
 */
export function catalogueKind(manufacturer: string, model: string): Kind | undefined {
  const entries = entriesFor(manufacturer.trim());
  const typed = model.trim().toLowerCase();
  if (!typed) return undefined;
  const named = entries
    .filter((m) => {
      const name = m.name.toLowerCase();
      return typed === name || typed.startsWith(`${name} `);
    })
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return named;
  const platform = typed.split(' ')[0];
  const sameKind = entries.filter((m) => m.name.toLowerCase().split(' ')[0] === platform);
  const first = sameKind[0];
  const unanimous = sameKind.every(
    (m) =>
      m.scale === first?.scale &&
      m.drivetrain === first.drivetrain &&
      m.power === first.power &&
      m.vehicleClass === first.vehicleClass,
  );
  return first && unanimous ? first : undefined;
}
