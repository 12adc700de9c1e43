import { describe, expect, it } from 'vitest';
import { MAX_CARS, madeUpTransponder, sampleSession, sessionCars, sessionEvents } from './simulator-session';

describe('simulated practice session', () => {
  const session = sampleSession();

  it('takes its drivers and laps from the real norcal RCScoringPro printout', () => {
    expect(session.drivers.length).toBeGreaterThanOrEqual(MAX_CARS);
    expect(session.drivers[0]).toEqual({
      driver: 'Roberts, Tim',
      laps: [1881, 19430, 15930, 20340, 16610, 17980, 16140, 33580, 16300, 16080, 18250, 34490, 20780],
    });
  });

  it('gives 40 cars distinct transponders: the given ones first, then made-up seven-digit numbers', () => {
    const cars = sessionCars(session, 40, [1_234_567, 7_654_321]);
    expect(cars).toHaveLength(40);
    expect(cars.slice(0, 3).map((c) => c.transponder)).toEqual([1_234_567, 7_654_321, madeUpTransponder(2)]);
    expect(new Set(cars.map((c) => c.transponder)).size).toBe(40);
    expect(cars.every((c) => /^\d{7}$/.test(String(c.transponder)))).toBe(true);
    expect(sessionCars(session, 500)).toHaveLength(MAX_CARS);
  });

  it('reuses drivers, marked, when there are more cars than drivers', () => {
    const cars = sessionCars({ name: 'two', drivers: session.drivers.slice(0, 2) }, 3);
    expect(cars.map((c) => c.driver)).toEqual(['Roberts, Tim', 'Nelson, Tony', 'Roberts, Tim (2)']);
  });

  it('sends every lap of every car, interleaved by time, with a status every 5 s', () => {
    const cars = sessionCars(session, 40);
    const events = sessionEvents(cars);
    const passings = events.filter((e) => e.kind === 'passing');
    expect(passings).toHaveLength(cars.reduce((n, c) => n + c.laps.length, 0));
    expect(events.every((e, i) => i === 0 || e.atMs >= (events[i - 1]?.atMs ?? 0))).toBe(true);
    const statuses = events.filter((e) => e.kind === 'status').map((e) => e.atMs);
    expect(statuses.slice(0, 3)).toEqual([5000, 10_000, 15_000]);
    // Cars are interleaved, not sent one after the other.
    expect(new Set(passings.slice(0, 40).map((e) => e.kind === 'passing' && e.car)).size).toBeGreaterThan(10);
  });
});
