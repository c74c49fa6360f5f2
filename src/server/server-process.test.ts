import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killStartedServers,
  postJson as post,
  signUpVerified,
  startServer,
  waitForHealth,
} from './test/server-process';

afterEach(killStartedServers);

// These start the real server process on its embedded PGlite data folder.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on a PGlite data folder', () => {
  it('refuses a second server on the same data folder with one clear line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-lock-'));
    startServer(dataDir, 3411);
    await waitForHealth(3411);
    const second = startServer(dataDir, 3412);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The data folder .* is in use by another Compound server \(pid \d+\)/);
  }, 60_000);

  it('ends open realtime streams on SIGTERM and exits within a second', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-sigterm-'));
    const server = startServer(dataDir, 3415);
    await waitForHealth(3415, 90_000);
    const cookie = await signUpVerified(3415, dataDir, 'sigterm@example.com');
    const stream = await fetch('http://127.0.0.1:3415/api/realtime', { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read();

    const sentAt = Date.now();
    server.process.kill('SIGTERM');
    // The stream ends (done) instead of hanging until the process dies.
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true }));
      if (!chunk || chunk.done) break;
    }
    // The forced exit (after the drain limit) exits 1: 0 means the server closed by itself.
    expect(await server.exited).toBe(0);
    console.log(`exited ${Date.now() - sentAt} ms after SIGTERM`);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
  }, 150_000);

  it('loses no acknowledged sign-up when killed with SIGKILL mid-way', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-kill-'));
    const first = startServer(dataDir, 3413);
    await waitForHealth(3413);

    const acknowledged: string[] = [];
    const attempts = Array.from({ length: 10 }, (_, i) => `kill${i}@example.com`).map(async (email) => {
      const response = await post(3413, '/api/auth/sign-up/email', {
        email,
        password: 'password123',
        name: 'K',
      }).catch(() => null);
      if (response?.status === 200) acknowledged.push(email);
    });
    while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    first.process.kill('SIGKILL');
    await Promise.all(attempts);
    await first.exited;

    startServer(dataDir, 3414);
    await waitForHealth(3414);
    for (const email of acknowledged) {
      const signIn = await post(3414, '/api/auth/sign-in/email', { email, password: 'password123' });
      // 403 "Email not verified" proves the account exists; a lost one would answer 401.
      expect(signIn.status, email).toBe(403);
    }
  }, 90_000);

  it('serves again right after SIGKILL: the session still signed in, every acknowledged habit there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-restart-'));
    const first = startServer(dataDir, 3416);
    await waitForHealth(3416, 90_000);
    const cookie = await signUpVerified(3416, dataDir, 'restart@example.com');
    const names = ['Read', 'Walk', 'Stretch'];
    for (const name of names)
      expect((await post(3416, '/api/habits', { name }, { cookie })).status).toBe(201);
    // Killed at once after the last answer: PGlite recovers its write-ahead log on the next start.
    first.process.kill('SIGKILL');
    await first.exited;

    startServer(dataDir, 3417);
    await waitForHealth(3417, 90_000);
    const habits = await fetch('http://127.0.0.1:3417/api/habits', { headers: { cookie } });
    expect(habits.status).toBe(200);
    const body = (await habits.json()) as { habits: { name: string }[] };
    expect(body.habits.map((habit) => habit.name).sort()).toEqual([...names].sort());
  }, 180_000);
});
