/**
 * `npm run bench:versions` (first half): what writing a version costs a save (issue 15, budget +20%).
 *
 * Both variants run the same save path (services/setup-records.ts updateInTransaction: read the
 * setup, check it, compare its content, update the row, reindex) on the same sheet, one after the
 * other within each round:
 * - with a version: a one-field change of content (front shock oil), which also inserts the version;
 * - without: a one-field change of a sharing field (event name), which is not content, so the save
 *   writes no version. Everything else is the same work.
 * Measured at the service (`setupSheets.update`) and through the app (`PUT /api/setup-sheets/:id`
 * by app.inject), on a sheet that already has 500 versions. Figures are medians over rounds.
 */
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { createSession } from '../src/server/services/sessions';
import { setupSheets } from '../src/server/services/setup-sheets';
import { ACCOUNT_LIMITS } from '../src/shared/constants/account-limits';
import { setupSheetInputSchema } from '../src/shared/schemas/setup-sheet';
import { median } from './measure';
import { BENCH_DIALECTS, freshDatabase, TYPICAL_SHEET } from './versions-db';

const SAVES = Number(process.env.VERSIONS_SAVES ?? 100);
const ROUNDS = Number(process.env.VERSIONS_ROUNDS ?? 15);

type Save = (body: Record<string, string>) => Promise<unknown>;
const VARIANTS = {
  with: (i: number) => ({ frontShockOil: i % 2 ? '500 cSt' : '450 cSt' }),
  without: (i: number) => ({ eventName: i % 2 ? 'Club Night R2' : 'Club Night R1' }),
};

/** Mean µs per save of each variant per round, alternating which goes first. */
async function measure(save: Save): Promise<{ with: number; without: number; ratio: number }> {
  const perRound = { with: [] as number[], without: [] as number[], ratio: [] as number[] };
  for (let round = -2; round < ROUNDS; round++) {
    const order = round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    const took: Record<string, number> = {};
    for (const variant of order) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < SAVES; i++) await save(VARIANTS[variant](i));
      took[variant] = Number(process.hrtime.bigint() - started) / 1000 / SAVES;
    }
    if (round < 0) continue; // two warm-up rounds
    perRound.with.push(took.with as number);
    perRound.without.push(took.without as number);
    perRound.ratio.push((took.with as number) / (took.without as number));
  }
  return { with: median(perRound.with), without: median(perRound.without), ratio: median(perRound.ratio) };
}

const show = (dialect: string, level: string, r: { with: number; without: number; ratio: number }) =>
  console.log(
    `${dialect.padEnd(9)}${level.padEnd(30)}${r.with.toFixed(0).padStart(10)}${r.without.toFixed(0).padStart(10)}${`${((r.ratio - 1) * 100).toFixed(1)}%`.padStart(10)}`,
  );

console.log(`${SAVES} saves per variant per round, ${ROUNDS} rounds (medians)\n`);
console.log(
  `${'dialect'.padEnd(9)}${'measured at'.padEnd(30)}${'with µs'.padStart(10)}${'w/o µs'.padStart(10)}${'cost'.padStart(10)}`,
);
for (const dialect of BENCH_DIALECTS) {
  const { db, racer, close } = await freshDatabase(dialect);
  try {
    const sheet = await setupSheets.create(
      db,
      racer,
      setupSheetInputSchema.parse(TYPICAL_SHEET),
      ACCOUNT_LIMITS,
    );
    // A sheet with a history already: 500 versions.
    for (let i = 0; sheet.version + i < 500; i++)
      await setupSheets.update(db, racer, sheet.id, VARIANTS.with(i), ACCOUNT_LIMITS);
    show(
      dialect,
      'service (setupSheets.update)',
      await measure((body) => setupSheets.update(db, racer, sheet.id, body, ACCOUNT_LIMITS)),
    );

    const app = await buildApp(db, defaultConfig({ logLevel: 'silent' }));
    const cookie = `rc_session=${await createSession(db, racer.id)}`;
    const put: Save = async (payload) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/setup-sheets/${sheet.id}`,
        headers: { cookie },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`PUT answered ${res.statusCode}: ${res.body}`);
    };
    show(dialect, 'PUT (app.inject)', await measure(put));
    await app.close();
  } finally {
    await close();
  }
}
