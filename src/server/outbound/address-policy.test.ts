import { describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundRefused, type Resolver, resolveAllowed } from './address-policy';

const dns =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    const list = answers[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('address policy', () => {
  it('tells public unicast from private, loopback, link-local and mapped addresses', () => {
    for (const address of ['93.184.216.34', '2607:f8b0::1']) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.20',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses a name that resolves to a private address, or to any private one among public ones', async () => {
    const resolve = dns({
      'results.example': ['93.184.216.34'],
      'inside.example': ['192.168.1.5'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
    });
    expect(await resolveAllowed('results.example', [], resolve)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(resolveAllowed('inside.example', [], resolve)).rejects.toThrow(OutboundRefused);
    await expect(resolveAllowed('mixed.example', [], resolve)).rejects.toThrow(/private or local network/);
    await expect(resolveAllowed('127.0.0.1', [], resolve)).rejects.toThrow(OutboundRefused);
    await expect(resolveAllowed('[::1]', [], resolve)).rejects.toThrow(OutboundRefused);
    await expect(resolveAllowed('gone.example', [], resolve)).rejects.toThrow(/could not be found/);
  });

  it('lets an operator-allowed host resolve anywhere, by name only', async () => {
    const resolve = dns({ 'timing.club.lan': ['192.168.1.5'] });
    expect(await resolveAllowed('timing.club.lan', ['timing.club.lan'], resolve)).toEqual({
      address: '192.168.1.5',
      family: 4,
    });
    expect(await resolveAllowed('127.0.0.1', ['127.0.0.1'], resolve)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(resolveAllowed('127.0.0.1', ['localhost'], resolve)).rejects.toThrow(OutboundRefused);
  });
});
