import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Serves the built web app: hashed assets cached for a year, every other path gets index.html (client routing). */
export function serveClient(distDir: string): Hono {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`The web app is not built: ${indexPath} is missing. Run npm run build.`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const client = new Hono();
  client.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  client.use('*', serveStatic({ root: distDir }));
  client.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return client;
}
