import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** TRUST_PROXY: how many proxies of the operator's own append to X-Forwarded-For, or their addresses. */
export type TTrustProxy = number | readonly string[];

const proxyLists = new WeakMap<readonly string[], BlockList>();

/** The proxies' addresses and CIDR ranges as one list to check an address against. */
function proxyList(proxies: readonly string[]): BlockList {
  let list = proxyLists.get(proxies);
  if (list) return list;
  list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  proxyLists.set(proxies, list);
  return list;
}

const isProxy = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * With the proxies' addresses: the socket's peer, if it is one of them, and then each hop of
 * X-Forwarded-For from the right that is one of them, were written by a trusted proxy; the first
 * address that is not is the caller. A caller that reaches the server directly is its own socket.
 */
function callerBehindListedProxies(c: Context, socket: string, proxies: readonly string[]): string {
  const list = proxyList(proxies);
  if (!isProxy(list, socket)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (!isProxy(list, hop)) return hop;
  }
  return hops[0] ?? socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}

/**
 * The caller's address. Behind trustedHops proxies of the operator's own, each appends the address it
 * saw to X-Forwarded-For, so the caller is the trustedHops-th entry from the right: everything to its
 * left was written by the caller and can be forged (decision 0026). A count trusts the header even
 * from a caller that reaches the server directly; a list of the proxies' addresses does not (decision
 * 0035). With no trusted proxy, the socket's.
 */
export function clientAddress(c: Context, trustedHops: TTrustProxy): string {
  if (typeof trustedHops !== 'number') return callerBehindListedProxies(c, socketAddress(c), trustedHops);
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const caller = hops[Math.max(0, hops.length - trustedHops)];
    if (caller) return caller;
  }
  return socketAddress(c);
}
