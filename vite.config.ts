import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentCheck } from './scripts/content-check-plugin';
import { pageChunk } from './scripts/page-chunk-plugin';
import { precompress } from './scripts/precompress-plugin';
import { trackerModules } from './src/domain/routing/first-load';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The browser build runs on Preact's React compatibility layer (decision 0030): React DOM was most of
 * the entry's size and of its evaluation before /app's first paint. The dev server keeps React, for
 * its fast refresh and its warnings.
 */
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: new URL('./src/client/lib/react-on-preact.ts', import.meta.url).pathname },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
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
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...(command === 'build' && process.env.CLIENT_RUNTIME !== 'react' ? preactInPlaceOfReact : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The build publishes no source maps: they would hand every visitor the app's sources (decision 0026).
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router looks for React 19's `use` and `useOptimistic` and does without them when
        // absent, as on Preact: expected, not worth a warning on every build.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('/react-router/')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
