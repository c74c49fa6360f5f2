import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): every
 * entry of IANA's IPv4 and IPv6 special-purpose address registries (loopback, private networks,
 * link-local with cloud metadata at 169.254.169.254, carrier-grade NAT, documentation, benchmarking,
 * multicast, reserved), and every IPv6 form that carries an IPv4 address a router would translate:
 * NAT64, 6to4, IPv4-compatible and IPv4-translated (decision 0035).
 */
const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}

/** Only global unicast (2000::/3) is public in IPv6; within it, these special blocks are not. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  // IETF protocol assignments: Teredo, benchmarking, ORCHID and ORCHIDv2, AMT, AS112 and the rest.
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4: the next 32 bits are an IPv4 address a relay would forward to.
  ['2002::', 16],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}
const mappedV4 = new BlockList();
mappedV4.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address is one a webhook may not reach (literal IPv4 or IPv6, as a resolver answers). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) reaches that IPv4 address: the IPv4 rules
  // judge it (BlockList matches IPv4 rules against IPv4-mapped IPv6 addresses).
  if (mappedV4.check(address, 'ipv6')) return refusedV4.check(address, 'ipv6');
  return !globalUnicast.check(address, 'ipv6') || refusedV6.check(address, 'ipv6');
}

export const privateTargetMessage =
  'This address is on a private or local network, which webhooks may not reach on this server.';

/** The address a request is sent to: the one that was checked, so a second lookup cannot change it. */
export type TPinnedAddress = { address: string; family: 4 | 6 };

export type TResolve = (host: string) => Promise<TPinnedAddress[]>;

const resolveWithDns: TResolve = async (host) =>
  (await lookup(host, { all: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Resolves the URL's host once and checks every address it answers. The first checked address is
 * what the request must connect to (pinned-post.ts), or null where the operator allows any address
 * (the system's own lookup then connects). A refusal says why not.
 */
export async function resolveWebhookTarget(
  url: string,
  allowPrivate: boolean,
  resolve: TResolve = resolveWithDns,
): Promise<{ refusal: string } | { pinned: TPinnedAddress | null }> {
  if (allowPrivate) return { pinned: null };
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { refusal: privateTargetMessage };
  const literal = isIP(host);
  let addresses: TPinnedAddress[];
  try {
    addresses = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await resolve(host);
  } catch {
    return { refusal: `The name ${host} could not be found.` };
  }
  const [first] = addresses;
  if (!first) return { refusal: `The name ${host} could not be found.` };
  if (addresses.some(({ address }) => isRefusedAddress(address))) return { refusal: privateTargetMessage };
  return { pinned: first };
}

/** Null when the URL may be called, else why not (when a webhook or push device is saved). */
export async function checkWebhookTarget(url: string, allowPrivate: boolean): Promise<string | null> {
  const target = await resolveWebhookTarget(url, allowPrivate);
  return 'refusal' in target ? target.refusal : null;
}
