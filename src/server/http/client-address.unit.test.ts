import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../settings';
import { clientAddress, type TTrustProxy } from './client-address';

async function callerSeen(trust: TTrustProxy, socket: string, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trust)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const incoming = { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: 'IPv4' } };
  const response = await app.request('/', { headers }, { incoming });
  return response.text();
}

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const proxies = loadSettings({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).TRUST_PROXY;

  it('reads the list, and refuses what is not an address', () => {
    expect(proxies).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(loadSettings({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadSettings({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadSettings({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores X-Forwarded-For from a caller that reaches the server directly', async () => {
    expect(await callerSeen(proxies, '203.0.113.50', '198.51.100.9')).toBe('203.0.113.50');
  });

  it('takes the first hop from the right that is not a listed proxy', async () => {
    expect(await callerSeen(proxies, '10.0.0.5', '1.1.1.1, 198.51.100.9, 192.0.2.7')).toBe('198.51.100.9');
  });

  it('keeps the hop count: the caller is that many hops from the right, whoever connects', async () => {
    expect(await callerSeen(1, '203.0.113.50', '1.1.1.1, 198.51.100.9')).toBe('198.51.100.9');
  });
});
