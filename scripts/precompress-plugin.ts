import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Scripts and styles; index.html is rewritten per request by the server, source maps are rarely fetched. */
const compressible = /\.(js|css)$/;

/**
 * Writes a `.br` and a `.gz` copy beside every script and stylesheet of the build, at the
 * highest levels: the server then answers with them as they are, and spends no CPU per request.
 */
export function precompress(): Plugin {
  return {
    name: 'compound:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((output) => compressible.test(output.fileName))
          .map(async (output) => {
            const body = Buffer.from(output.type === 'chunk' ? output.code : output.source);
            const path = join(outDir, output.fileName);
            const [br, gz] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
