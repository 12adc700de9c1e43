import { isIP } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';

export interface StartAddresses {
  /** Where to open it on this computer. */
  local: string;
  /** Where a phone on the same network opens it; empty when nothing outside this computer can. */
  network: string[];
  /** Why there is no network address, and what to do about it. */
  hint?: string;
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|::1|::ffff:127(\.\d+){3})$/i;
const ANY = new Set(['0.0.0.0', '::', '::0']);

const url = (host: string, port: number) => `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;

/**
 * The addresses the start line prints for HOST and the bound port: on 0.0.0.0 (or ::) this
 * computer's LAN IPv4 addresses, which a phone on the same Wi-Fi or hotspot can open; on a
 * loopback HOST none, with the way to change that; on one address that address only.
 */
export function startAddresses(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): StartAddresses {
  if (LOOPBACK.test(host))
    return {
      local: url('localhost', port),
      network: [],
      hint: `phones cannot reach it while HOST=${host}; start it with HOST=0.0.0.0 to open it from a phone`,
    };
  if (!ANY.has(host)) return { local: url(host, port), network: [url(host, port)] };
  const lan = Object.values(interfaces)
    .flat()
    .filter((i): i is NetworkInterfaceInfo => !!i && i.family === 'IPv4' && !i.internal)
    .map((i) => url(i.address, port));
  return {
    local: url('localhost', port),
    network: lan,
    ...(lan.length === 0
      ? { hint: 'no network address yet: join a Wi-Fi or a phone hotspot to open it from a phone' }
      : {}),
  };
}

/** The one line that says the app is up and where to open it. */
export function startLine(database: string, where: StartAddresses): string {
  const phone =
    where.network.length > 0
      ? `${where.network.join(' or ')} from a phone on the same network`
      : (where.hint ?? '');
  return `RC Setup Assistant is running on ${database}: ${where.local} on this computer, ${phone}`;
}
