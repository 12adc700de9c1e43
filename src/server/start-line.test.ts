import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startAddresses, startLine } from './start-line';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const LAPTOP = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  wlan0: [nic('192.168.4.23', 'IPv4'), nic('fe80::1', 'IPv6')],
};

describe('the start line', () => {
  it('on 0.0.0.0 gives this computer and the Wi-Fi address a phone opens', () => {
    const where = startAddresses('0.0.0.0', 3000, LAPTOP);
    expect(where).toEqual({ local: 'http://localhost:3000', network: ['http://192.168.4.23:3000'] });
    expect(startLine('SQLite', where)).toBe(
      'RC Setup Assistant is running on SQLite: http://localhost:3000 on this computer, ' +
        'http://192.168.4.23:3000 from a phone on the same network',
    );
    expect(startAddresses('::', 3000, LAPTOP).network).toEqual(['http://192.168.4.23:3000']);
  });

  it('on 127.0.0.1 says phones cannot reach it, and how to change that', () => {
    const where = startAddresses('127.0.0.1', 3000, LAPTOP);
    expect(where.network).toEqual([]);
    expect(startLine('PostgreSQL', where)).toBe(
      'RC Setup Assistant is running on PostgreSQL: http://localhost:3000 on this computer, ' +
        'phones cannot reach it while HOST=127.0.0.1; start it with HOST=0.0.0.0 to open it from a phone',
    );
    expect(startAddresses('localhost', 3000, LAPTOP).network).toEqual([]);
  });

  it('with no network yet says so; on one address gives that address', () => {
    expect(startAddresses('0.0.0.0', 3000, { lo: LAPTOP.lo }).hint).toMatch(
      /join a Wi-Fi or a phone hotspot/,
    );
    expect(startAddresses('192.168.4.23', 8080, LAPTOP)).toEqual({
      local: 'http://192.168.4.23:8080',
      network: ['http://192.168.4.23:8080'],
    });
    expect(startAddresses('fd00::5', 8080, LAPTOP).local).toBe('http://[fd00::5]:8080');
  });
});
