import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentCheck } from './scripts/content-check-plugin';
import { pageChunk } from './scripts/page-chunk-plugin';
import { precompress } from './scripts/precompress-plugin';
import { trackerModules } from './src/domain/routing/first-load';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pageChunk('tracker', trackerModules),
    precompress(),
    contentCheck(),
    // Our own service worker (src/client/sw, decision 0028), built to /sw.js with the list of files to
    // precache. The manifest is public/manifest.webmanifest; the app registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell, every hashed script and style (each page opens offline), and the icons; not the
        // precompressed copies, which the server picks for the browser.
        globPatterns: ['index.html', 'assets/*.{js,css}', '*.{png,svg}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        // A classic script: every browser with service workers runs it, and it builds without warnings.
        rollupFormat: 'iife',
        // The worker's own build says only what needs attention, like the app's (npm start stays quiet).
        buildPlugins: {
          vite: [{ name: 'quiet-service-worker-build', config: () => ({ logLevel: 'warn' }) }],
        },
      },
    }),
  ],
  resolve: {
    alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The build publishes no source maps: they would hand every visitor the app's sources (decision 0026).
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
