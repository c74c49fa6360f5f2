// npm run dev: Vite with hot reload on PORT (3000) in front of the API, restarted on change, on API_PORT (3001).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/index.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl, SERVE_CLIENT: 'false' },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
