import fc from 'fast-check';
import { SETUP_SHEET_TUNING_KEYS } from '../../shared/constants/setup-fields';
import { QUESTION_1, QUESTION_2 } from './harness';

/** What the fuzz test throws at the endpoints. */
export const KEYS = [
  'email',
  'password',
  'username',
  'firstName',
  'securityQuestion1',
  'securityAnswer1',
  'securityQuestion2',
  'securityAnswer2',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'manufacturer',
  'model',
  'status',
  'scale',
  'drivetrain',
  'power',
  'vehicleClass',
  'notes',
  'imageUrl',
  'number',
  'rcCarId',
  'name',
  'trackSurface',
  'trackSurfaceTreatment',
  'trackConditions',
  'fileUrl',
  'isPublic',
  'isCurrentlyInstalled',
  'useManufacturerSheet',
  'escMake',
  'escModel',
  'creator',
  'driverName',
  'vehicleMake',
  'vehicleModel',
  'publicTrackName',
  'publicTrackConditions',
  'goalId',
  'changes',
  'suffix',
  'note',
  'handlingResponses',
  '__proto__',
  'constructor',
  'escSetupId',
  ...SETUP_SHEET_TUNING_KEYS.slice(0, 4),
  // One of each kind of field: a whole number, a decimal, a date.
  'weight',
  'airTemperature',
  'raceDate',
];

/** Text neither database can store as sent (NUL, lone surrogates) mixed with what they can. */
export const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u202E', '\u200B', '😀', '\uFFFF'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 20,
});
/** Every byte of the text's UTF-8 percent-encoded (encodeURIComponent throws on a lone surrogate). */
export const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Numbers past what a 32-bit id or a JavaScript integer can hold. */
export const hugeNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -0, 4294967296);

export const value = fc.oneof(
  fc.string(),
  { arbitrary: hostileText, weight: 3 },
  hugeNumber,
  fc.string({ minLength: 200, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    QUESTION_1,
    QUESTION_2,
    'Active',
    '1:8',
    'OTHER',
    '/uploads/x.png',
    'a@b.co',
    '-1',
    '1e309',
    'nitro',
    'short course',
    '1,5',
    '2025-13-40',
    '2025-06-14',
  ),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
/** Mostly a valid body with a few fields changed, so requests reach the services, not just validation. */
export const bodyFrom = (valid: Record<string, unknown>) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 3 })
        .map((changes) => ({ ...valid, ...changes })),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
export const rawBody = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '[]',
    '"x"',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"email":"a\\u0000@b.co","password":"x"}',
    '{"manufacturer":"\\ud800","model":"x"}',
    '{"name":"\\udfff"}',
  ),
);
export const idSegment = (owned: () => number) =>
  fc.oneof(
    fc.constant(-1).map(() => String(owned())),
    fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    hugeNumber.map(String),
    hostileText.map(percentEncode),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );

/** Multipart bodies a client could botch: no boundary, another boundary, cut off anywhere. */
export const malformedMultipart = (valid: Buffer, boundary: string) =>
  fc.tuple(
    fc.constantFrom(
      'multipart/form-data',
      `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      `multipart/form-data; boundary="${boundary}"; charset=x`,
    ),
    fc.oneof(
      fc.integer({ min: 0, max: valid.length }).map((end) => valid.subarray(0, end)),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.string().map((text) => Buffer.concat([valid.subarray(0, 40), Buffer.from(text)])),
    ),
  );
