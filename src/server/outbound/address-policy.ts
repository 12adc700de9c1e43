import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may connect on a club's or racer's say-so (issue 30, item 4): a followed results
 * page and a club's decoder. Only public unicast addresses, checked after DNS resolution (so a
 * name pointing at 127.0.0.1 or the cloud's metadata address is refused), unless the operator
 * allows the host by name (RESULT_HOSTS_ALLOW: the tests' local servers, a club's own network).
 * Callers connect to the address this returns, never to the name again: a DNS answer that changes
 * between the check and the connection cannot send them elsewhere.
 */

/** A refusal in a racer's words; never a 5xx. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/** IPv4 inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

export function isAllowedHost(host: string, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(bare(host));
}

export interface ResolvedHost {
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<ResolvedHost[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * The address to connect to for `host`: the first it resolves to, once every address it resolves
 * to is public (one private answer among public ones is a rebinding trick, refused whole). An
 * allowed host may resolve anywhere.
 */
export async function resolveAllowed(
  host: string,
  allowHosts: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<ResolvedHost> {
  const name = bare(host);
  const literal = isIP(name);
  let addresses: ResolvedHost[];
  if (literal) addresses = [{ address: name, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(name);
    } catch {
      throw new OutboundRefused(`The address ${name} could not be found (DNS).`);
    }
  }
  const first = addresses[0];
  if (!first) throw new OutboundRefused(`The address ${name} could not be found (DNS).`);
  if (isAllowedHost(name, allowHosts)) return first;
  if (!addresses.every((a) => isPublicAddress(a.address)))
    throw new OutboundRefused(
      `${name} is on a private or local network, which the server does not fetch from. A club on its own network needs the operator to allow it (RESULT_HOSTS_ALLOW).`,
    );
  return first;
}
