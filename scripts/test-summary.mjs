// Prints one plain tally for the whole suite ("Tests: N passed, N failed, N skipped") from the JSON
// reports of Vitest and Playwright, so a reader of the CI log sees the count in one line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => {
  const full = path.join(root, 'reports', file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
};

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
}

console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
