import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { HASH_CONCURRENCY, hashSecret, MAX_WAITING_HASHES, verifySecret } from './hashing';

describe('hashing', () => {
  it('verifies what it hashed, and nothing else', async () => {
    const hashed = await hashSecret('clay-night');
    expect(await verifySecret(hashed, 'clay-night')).toBe(true);
    expect(await verifySecret(hashed, 'Clay-night')).toBe(false);
    expect(await verifySecret('not a hash', 'clay-night')).toBe(false);
  });

  it('refuses hashes beyond its queue with 429 instead of letting every wait grow', async () => {
    const overflow = 5;
    // The first HASH_CONCURRENCY start at once, the next MAX_WAITING_HASHES wait, the rest are refused.
    const results = await Promise.allSettled(
      Array.from({ length: HASH_CONCURRENCY + MAX_WAITING_HASHES + overflow }, () =>
        verifySecret('not a hash', 'guess'),
      ),
    );
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.status === 429,
    );
    expect(refused).toHaveLength(overflow);
    expect(results.filter((r) => r.status === 'fulfilled').every((r) => r.value === false)).toBe(true);
  });
});
