import { describe, expect, it } from 'vitest';
import { contractViolation, responseSchemaFor, takeContractViolations } from './api-contract';
import { makeCar } from './fleet-data';
import { mockApi } from './utils';

describe('the mocked API is held to the shared response schemas', () => {
  it('finds the route of a request by method and path pattern, ignoring the query string', () => {
    expect(responseSchemaFor('GET', '/api/cars')?.key).toBe('GET /api/cars');
    expect(responseSchemaFor('PUT', '/api/setup-sheets/11')?.key).toBe('PUT /api/setup-sheets/:id');
    expect(responseSchemaFor('POST', '/api/setup-sheets/11/copy')?.key).toBe(
      'POST /api/setup-sheets/:id/copy',
    );
    expect(responseSchemaFor('GET', '/api/public-setups?q=clay&page=2')?.key).toBe('GET /api/public-setups');
    expect(responseSchemaFor('GET', '/api/tuning/questions?goalId=x')?.key).toBe('GET /api/tuning/questions');
    expect(responseSchemaFor('DELETE', '/api/cars/1')).toBeUndefined();
  });

  it('accepts a body the server could send, and says what is wrong with a stale one', () => {
    const car = makeCar({ id: 1 });
    expect(contractViolation('GET', '/api/cars', 200, [car])).toBeUndefined();
    const { status: _dropped, ...stale } = car;
    expect(contractViolation('GET', '/api/cars', 200, [stale, { ...car, id: 'two' }])).toBe(
      "mockApi: the mocked answer to GET /api/cars does not match the shared schema of 'GET /api/cars':\n" +
        '  - 0.status: Invalid input: expected string, received undefined\n' +
        '  - 1.id: Invalid input: expected number, received string',
    );
  });

  it('leaves errors and empty answers alone, and names a success body of an unknown route', () => {
    expect(contractViolation('GET', '/api/cars', 500, { message: 'Boom' })).toBeUndefined();
    expect(contractViolation('DELETE', '/api/cars/1', 204, undefined)).toBeUndefined();
    expect(contractViolation('GET', '/api/nothing-here', 200, {})).toMatch(
      /^mockApi: GET \/api\/nothing-here answered 200 with a body, but no route of that shape is in RESPONSE_SCHEMAS/,
    );
  });

  it('mockApi records a stale answer for test/setup.ts to fail the test with', async () => {
    mockApi({ 'GET /api/storage': () => [200, { usedBytes: 10 }] });
    const res = await fetch('/api/storage');
    expect(await res.json()).toEqual({ usedBytes: 10 });
    expect(takeContractViolations()).toEqual([
      "mockApi: the mocked answer to GET /api/storage does not match the shared schema of 'GET /api/storage':\n" +
        '  - quotaBytes: Invalid input: expected number, received undefined',
    ]);
  });
});
