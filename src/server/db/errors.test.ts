import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './errors';

const failure = (code: string, message = 'database said no') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it('reads a full disk on both dialects as storage-full (answered 507)', () => {
    // PostgreSQL: SQLSTATE 53100 disk_full ("could not extend file … No space left on device").
    expect(classifyDatabaseError(failure('53100', 'could not extend file "base/16384/24601"'))).toBe(
      'storage-full',
    );
    expect(classifyDatabaseError(failure('SQLITE_FULL', 'database or disk is full'))).toBe('storage-full');
  });

  it('finds the first failure behind a failed rollback', () => {
    const rollback = new Error('cannot rollback - no transaction is active', {
      cause: failure('SQLITE_FULL'),
    });
    expect(classifyDatabaseError(rollback)).toBe('storage-full');
  });

  it('reads a foreign-key refusal as a missing reference, and leaves other errors alone', () => {
    expect(classifyDatabaseError(failure('23503'))).toBe('missing-reference');
    expect(classifyDatabaseError(failure('SQLITE_CONSTRAINT_FOREIGNKEY'))).toBe('missing-reference');
    expect(classifyDatabaseError(new Error('boom'))).toBeNull();
    expect(classifyDatabaseError('not an error')).toBeNull();
  });
});
