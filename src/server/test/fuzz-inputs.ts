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
  'notes',
  'imageUrl',
  'number',
  'rcCarId',
  'name',
  'trackSurface',
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
  '__proto__',
  'constructor',
  ...SETUP_SHEET_TUNING_KEYS.slice(0, 4),
];

export const value = fc.oneof(
  fc.string(),
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
  fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"polluted":1}}'),
);
export const idSegment = (owned: () => number) =>
  fc.oneof(
    fc.constant(-1).map(() => String(owned())),
    fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
  );
