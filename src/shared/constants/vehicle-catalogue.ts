/**
 * The predefined vehicle catalogue of SPEC §3: 15 manufacturers and every model, with the spec's
 * ranges written out ("B6.1 to B6.4" is four models, "XB8 '20 to '24" is five).
 */
const years = (name: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${name} '${String(from + i).padStart(2, '0')}`);

export const VEHICLE_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  'Tekno RC': [
    'NB48 2.0',
    'NB48 2.1',
    'NB48 2.2',
    'EB48 2.0',
    'EB48 2.1',
    'EB48 2.2',
    'ET48 2.0',
    'ET48 2.2',
    'NT48 2.0',
    'NT48 2.2',
    'EB410',
    'EB410.2',
    'ET410',
    'ET410.2',
    'SCT410 2.0',
  ],
  'Team Associated': [
    'RC8B3.2',
    'RC8B4',
    'RC8B4.1',
    'RC8T3.2',
    'RC8T4',
    'B6.1',
    'B6.2',
    'B6.3',
    'B6.4',
    'B74',
    'B74.1',
    'B74.2',
    'T6.1',
    'T6.2',
    'SC6.1',
    'SC6.2',
  ],
  'Team Losi Racing': [
    '8IGHT-X',
    '8IGHT-X Elite',
    '8IGHT-XE',
    '8IGHT-XT',
    '8IGHT-XTE',
    '22 5.0 DC',
    '22 5.0 AC',
    '22X-4',
    '22X-4 Elite',
  ],
  XRAY: [
    ...years('XB8', 20, 24),
    "XT8 '20",
    "XT8 '23",
    ...years('XB2', 20, 24),
    ...years('XB4', 20, 24),
    ...years('XT2', 20, 24),
  ],
  'Mugen Seiki': ['MBX8', 'MBX8R', 'MBX8 Eco', 'MBX8TR', 'MBX8TR Eco'],
  Kyosho: ['MP10', 'MP10T', 'MP9e Evo', 'RB7', 'RT6', 'ZX7'],
  Schumacher: ['Cougar KC', 'Cougar LD', 'Cougar LD2', 'Cougar LD3', 'Cat L1', 'Cat L1 Evo', 'Cat L1R'],
  Yokomo: ['YZ-2 DTM3', 'YZ-2 CAL3', 'YZ-4 SF2', 'YZ-4 SF3'],
  'HB Racing': ['D817 V2', 'D819', 'D819RS', 'E819', 'E819RS', 'D8T Evo3', 'D216', 'D2 Evo', 'D4 Evo3'],
  SWorkz: [
    'S35-3',
    'S35-4',
    'S35-4 EVO',
    'S35-5',
    'S35-T2',
    'S35-T2 EVO',
    'Zeus',
    'S12-2C',
    'S12-2D',
    'S14-2',
    'S14-3',
    'S14-4',
  ],
  Serpent: ['SRX8 GP', 'SRX8E', 'SRX8 GT', 'SRX2 Gen3', 'SRX4 Gen3'],
  'Sparko Racing': ['F8', 'F8E', 'F8T', 'F8TE'],
  Agama: ['A319', 'A319E', 'A319 2.0', 'A319E 2.0', 'N1 Nitro', 'N1e', 'N110'],
  Mayako: ['MX8-25', 'MX8E-25', 'MX8-24', 'MX8E-24'],
  WIRC: ['SBXRTR-R', 'RTXE-1', 'SBX-2', 'SBXE-3', 'RTX-1'],
};

export const CATALOGUE_MANUFACTURERS = Object.keys(VEHICLE_CATALOGUE);

export const modelsFor = (manufacturer: string): readonly string[] => VEHICLE_CATALOGUE[manufacturer] ?? [];
