import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_FINGERPRINT } from './cache-version';

const SCHEMAS = path.resolve(import.meta.dirname, '../../../shared/schemas');

describe('saved query cache version', () => {
  it('was looked at since the shared schemas last changed', () => {
    const hash = createHash('sha256');
    const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(SCHEMAS, file)));
    const fingerprint = hash.digest('hex').slice(0, 16);
    // Changed schemas: if an answer's shape changed, bump CACHE_SCHEMA_VERSION (racers' saved caches
    // are then dropped once); either way, record the new fingerprint in cache-version.ts.
    expect(fingerprint, 'src/shared/schemas changed: see lib/offline/cache-version.ts').toBe(
      SCHEMAS_FINGERPRINT,
    );
  });
});
