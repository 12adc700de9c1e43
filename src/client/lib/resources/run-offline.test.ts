import { describe, expect, it } from 'vitest';
import { clientRefSchema, type RunCreateInput } from '../../../shared/schemas/run';
import { lapsOf } from '../../test/run-data';
import { offlineRunCreate, withClientRef } from './run-offline';

const body: RunCreateInput = {
  rcCarId: 1,
  date: '2026-11-29',
  trackName: 'Ridgeway',
  laps: lapsOf([31_204]),
};

describe('a new run’s clientRef', () => {
  it('is a UUID the server takes, made once per save and kept by the queued copy', () => {
    const request = offlineRunCreate.request(body);
    const sent = request.body as RunCreateInput;
    expect(clientRefSchema.safeParse(sent.clientRef).success).toBe(true);
    expect(sent.clientRef).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Another save is another run.
    expect((offlineRunCreate.request(body).body as RunCreateInput).clientRef).not.toBe(sent.clientRef);
  });

  it('keeps one the run already has', () => {
    const clientRef = '0b7e7a9c-9a51-4c3e-8d0f-4c1f3a2b5e61';
    expect(withClientRef({ ...body, clientRef }).clientRef).toBe(clientRef);
  });
});
