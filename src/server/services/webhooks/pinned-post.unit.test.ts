import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postPinned } from './pinned-post';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('postPinned', () => {
  it('connects to the pinned address, not to what the name resolves to', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers.host ?? '');
      response.writeHead(204).end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // .invalid never resolves (RFC 6761): only the pinned address can have been reached.
    const status = await postPinned(
      `http://hooks.invalid:${port}/hook`,
      { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5_000 },
      { address: '127.0.0.1', family: 4 },
    );
    expect(status).toBe(204);
    expect(seen).toEqual([`hooks.invalid:${port}`]);
  });
});
