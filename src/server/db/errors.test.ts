import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it.each([
    ['57P01', 'unavailable'], // terminating connection due to administrator command
    ['57P03', 'unavailable'], // the database system is starting up
    ['08006', 'unavailable'],
    ['53300', 'unavailable'], // too many connections
    ['ECONNREFUSED', 'unavailable'],
    ['SQLITE_BUSY', 'unavailable'],
    ['40P01', 'retryable'],
    ['40001', 'retryable'],
    ['23503', 'missing-reference'],
    ['SQLITE_CONSTRAINT_FOREIGNKEY', 'missing-reference'],
    ['23505', 'duplicate'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'duplicate'],
    ['53100', 'storage-full'],
    ['SQLITE_FULL', 'storage-full'],
  ])('%s is %s', (code, fault) => {
    expect(classifyDatabaseError(withCode(code))).toBe(fault);
  });

  it('knows pg’s code-less messages for a dropped connection', () => {
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
  });

  it('runs a transaction again when a named statement went stale under a migration, and only then', () => {
    const stale = withCode('0A000', 'cached plan must not change result type');
    expect(classifyDatabaseError(stale)).toBe('retryable');
    expect(classifyDatabaseError(withCode('0A000', 'feature not supported'))).toBeNull();
  });

  it('looks through a wrapping error to its cause', () => {
    expect(classifyDatabaseError(new Error('rollback failed', { cause: withCode('57P01') }))).toBe(
      'unavailable',
    );
  });

  it('leaves everything else to the generic 500', () => {
    expect(classifyDatabaseError(withCode('42P01'))).toBeNull(); // undefined table: our bug
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
    expect(classifyDatabaseError('not an error')).toBeNull();
  });
});
