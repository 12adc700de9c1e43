/**
 * How many records of each kind one account may hold (issue 28): numbers a very busy racer never
 * reaches, so that one account cannot grow without bound and slow every list, export and import.
 * The server refuses a create, copy, save or import past one with 409 `account_limit` and the
 * message below; the README's "Limits" table lists the same numbers. Why these numbers:
 * docs/decisions/performance.md#per-account-limits-and-a-batched-import-issue-28-part-c.
 */
/** In the order the Settings page lists what an import counts (IMPORT_KINDS adds files). */
export const ACCOUNT_LIMIT_KINDS = [
  'cars',
  'transponders',
  'tyreSets',
  'setupSheets',
  'escSetups',
  'setupVersions',
  'runs',
  'maintenanceItems',
  'maintenanceLog',
] as const;
export type AccountLimitKind = (typeof ACCOUNT_LIMIT_KINDS)[number];
export type AccountLimits = Record<AccountLimitKind, number>;

export const ACCOUNT_LIMITS: AccountLimits = {
  // A big fleet is 10 to 30 cars; 200 is every car of a long career kept.
  cars: 200,
  // Several a car, some kept unassigned: 500.
  transponders: 500,
  // A new set a class every race weekend is 100 to 150 a year, and a set that runs name cannot be
  // deleted (only retired): 5,000 is decades of racing.
  tyreSets: 5_000,
  setupSheets: 5_000,
  escSetups: 5_000,
  // Every save of every setup, both kinds together: 10 saves a setup for 5,000 setups.
  setupVersions: 50_000,
  // 40 race days of 10 runs in two classes is 800 a year: 20,000 is 25 such years.
  runs: 20_000,
  // Ten items on each of 200 cars.
  maintenanceItems: 2_000,
  // Every "done" of every item, the log entries of all items together.
  maintenanceLog: 50_000,
};

/** How the messages name each kind: one, many, and what to delete to make room. */
const WORDS: Record<AccountLimitKind, { one: string; many: string; advice: string }> = {
  cars: { one: 'vehicle', many: 'vehicles', advice: 'Delete one you no longer race to add another.' },
  transponders: {
    one: 'transponder',
    many: 'transponders',
    advice: 'Delete one you no longer use to add another.',
  },
  tyreSets: {
    one: 'tyre set',
    many: 'tyre sets',
    advice: 'Delete a set no run names, or runs you no longer need, to add another.',
  },
  setupSheets: {
    one: 'setup sheet',
    many: 'setup sheets',
    advice: 'Delete one you no longer need to add another.',
  },
  escSetups: {
    one: 'ESC setup',
    many: 'ESC setups',
    advice: 'Delete one you no longer need to add another.',
  },
  setupVersions: {
    one: 'setup version',
    many: 'setup versions (the history of all your setups together)',
    advice: 'Delete setups you no longer need to save more changes.',
  },
  runs: { one: 'run', many: 'runs', advice: 'Delete runs you no longer need to log more.' },
  maintenanceItems: {
    one: 'maintenance item',
    many: 'maintenance items',
    advice: 'Delete one you no longer track to add another.',
  },
  maintenanceLog: {
    one: 'maintenance log entry',
    many: 'maintenance log entries',
    advice: 'Delete maintenance items you no longer track (their log goes with them) to log more.',
  },
};

/** 50000 → "50,000", the same in every locale (server and browser agree). */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const noun = (kind: AccountLimitKind, n: number) => (n === 1 ? WORDS[kind].one : WORDS[kind].many);

/**
 * "You have 200 vehicles, the most an account can hold. Delete one you no longer race to add
 * another." `have` is past the limit only when the limit was lowered since.
 */
export function accountLimitMessage(kind: AccountLimitKind, limit: number, have = limit): string {
  const most =
    have > limit ? `and an account holds at most ${formatCount(limit)}` : 'the most an account can hold';
  return `You have ${formatCount(have)} ${noun(kind, have)}, ${most}. ${WORDS[kind].advice}`;
}

/** An import that would pass a limit: what it adds, what the racer has, and the limit. */
export function importLimitMessage(
  kind: AccountLimitKind,
  limit: number,
  have: number,
  adding: number,
): string {
  return (
    `This import would add ${formatCount(adding)} ${noun(kind, adding)} to the ${formatCount(have)} you have, ` +
    `and an account holds at most ${formatCount(limit)} ${noun(kind, limit)}. Nothing was imported. ${WORDS[kind].advice}`
  );
}
