import { describe, expect, it } from 'vitest';
import { makeCar, makeTransponder } from '../../../test/fleet-data';
import { sortTransponders, statusOf } from './sort-transponders';

const cars = [makeCar({ id: 1, model: 'EB48 2.2' }), makeCar({ id: 2, model: 'B6.4' })];
const list = [
  makeTransponder({ id: 1, number: '1234567', rcCarId: 1, createdAt: '2025-01-01T00:00:00.000Z' }),
  makeTransponder({ id: 2, number: '99', rcCarId: null, createdAt: '2025-03-01T00:00:00.000Z' }),
  makeTransponder({ id: 3, number: '2000', rcCarId: 2, createdAt: '2025-02-01T00:00:00.000Z' }),
  makeTransponder({ id: 4, number: '15', rcCarId: null, createdAt: '2025-02-01T00:00:00.000Z' }),
  makeTransponder({ id: 5, number: '300', rcCarId: 1, createdAt: '2025-02-15T00:00:00.000Z' }),
];
const numbers = (sorted: { number: string }[]) => sorted.map((t) => t.number);

describe('sortTransponders', () => {
  it('Recent: newest first, later ids first on a tie', () => {
    expect(numbers(sortTransponders(list, 'recent', cars))).toEqual(['99', '300', '15', '2000', '1234567']);
  });
  it('Number: natural numeric order', () => {
    expect(numbers(sortTransponders(list, 'number', cars))).toEqual(['15', '99', '300', '2000', '1234567']);
  });
  it("Status: assigned by the car's model A–Z, then unassigned; numbers break ties", () => {
    expect(numbers(sortTransponders(list, 'status', cars))).toEqual(['2000', '300', '1234567', '15', '99']);
  });
  it('leaves the input untouched', () => {
    sortTransponders(list, 'number', cars);
    expect(list[0]?.number).toBe('1234567');
  });
});

describe('statusOf', () => {
  it("names the car's model, or 'Unassigned'", () => {
    expect(statusOf(list[0] as (typeof list)[0], cars)).toBe('EB48 2.2');
    expect(statusOf(list[1] as (typeof list)[0], cars)).toBe('Unassigned');
  });
});
