import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMIT_KINDS,
  ACCOUNT_LIMITS,
  accountLimitMessage,
  formatCount,
  importLimitMessage,
} from './account-limits';

describe('account limits', () => {
  it('the README lists every limit with the number the server enforces', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Limits'), readme.indexOf('## Running on PostgreSQL'));
    const numbers = [...section.matchAll(/^\| [^|]+\| ([\d,]+) +\|$/gm)].map((m) => m[1]);
    expect(numbers).toEqual(ACCOUNT_LIMIT_KINDS.map((kind) => formatCount(ACCOUNT_LIMITS[kind])));
  });

  it('names the limit, the count and what to do, in one and many', () => {
    expect(accountLimitMessage('cars', 200)).toBe(
      'You have 200 vehicles, the most an account can hold. Delete one you no longer race to add another.',
    );
    expect(accountLimitMessage('runs', 1)).toMatch(/^You have 1 run, the most/);
    // A limit lowered since: the racer's count and the limit both said.
    expect(accountLimitMessage('cars', 200, 210)).toMatch(
      /^You have 210 vehicles, and an account holds at most 200\./,
    );
    expect(importLimitMessage('setupVersions', 50_000, 49_000, 1_500)).toMatch(
      /^This import would add 1,500 setup versions .* to the 49,000 you have, and an account holds at most 50,000 /,
    );
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
